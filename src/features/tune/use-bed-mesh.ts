import { hasMeshData } from '../../lib/bed-mesh/stats'
import { BED_MESH_WAITS } from '../../state/actions/bed-mesh'
import { usePrinter, usePrinterField, usePrinterList } from '../../state/printer-fields'
import { usePrinterBusy } from '../../state/printer-selectors'
import { useAnyWait } from '../../state/waits'

const NO_BOUNDS: [number, number] = [0, 0]

/** The loaded mesh: both matrices, their bounds and the active profile's name ('' when none). */
export function useActiveMesh() {
  const meshMatrix = usePrinterField('bed_mesh', 'mesh_matrix')
  const probedMatrix = usePrinterField('bed_mesh', 'probed_matrix')
  const min = usePrinterField('bed_mesh', 'mesh_min') ?? NO_BOUNDS
  const max = usePrinterField('bed_mesh', 'mesh_max') ?? NO_BOUNDS
  const profileName = usePrinterField('bed_mesh', 'profile_name') ?? ''
  return { meshMatrix, probedMatrix, min, max, profileName, loaded: hasMeshData(meshMatrix) || hasMeshData(probedMatrix) }
}

/** Stored profile names, sorted. */
export function useMeshProfileNames(): string[] {
  return usePrinterList((p) => Object.keys(p.object('bed_mesh')?.profiles ?? {}).sort((a, b) => a.localeCompare(b)))
}

/** Mesh controls are disabled while printing or busy, and while any mesh command runs (SPEC §4). */
export function useMeshControlsLocked(): boolean {
  const busy = usePrinterBusy()
  const waiting = useAnyWait(BED_MESH_WAITS)
  return busy || waiting
}

/** Is the bed_mesh module configured? */
export function useBedMeshSupported(): boolean {
  return usePrinter((p) => p.object('bed_mesh') !== undefined)
}
