import { create } from 'zustand'

/** How the bed mesh chart is shown (SPEC §3: matrix, scale, boxScale, wireframe, flatSurface); kept while the app is open. */
export interface BedMeshView {
  view: '3d' | 'heatmap'
  matrix: 'mesh' | 'probed'
  /** Colour scale half-range, mm: 0–0.2 step 0.01 (SPEC-NOTES), default 0.2. */
  scale: number
  /** Box height: 1–2 step 0.5, default 2. */
  boxScale: number
  wireframe: boolean
  flatSurface: boolean
}

export const BED_MESH_VIEW_DEFAULTS: BedMeshView = { view: '3d', matrix: 'mesh', scale: 0.2, boxScale: 2, wireframe: false, flatSurface: false }

export const useBedMeshView = create<BedMeshView>(() => ({ ...BED_MESH_VIEW_DEFAULTS }))

export function setBedMeshView(change: Partial<BedMeshView>): void {
  useBedMeshView.setState(change)
}
