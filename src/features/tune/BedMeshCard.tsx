import { Alert, Loader, SegmentedControl } from '@mantine/core'
import { IconGridDots } from '@tabler/icons-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { hasMeshData } from '../../lib/bed-mesh/stats'
import { setBedMeshView, useBedMeshView } from '../../state/bed-mesh-view'
import { useWait } from '../../state/waits'
import { Card } from '../../ui/Card'
import { MeshChart } from './MeshChart'
import { useActiveMesh } from './use-bed-mesh'

/** The loaded mesh as a chart: the interpolated mesh_matrix or the probed_matrix. */
export function BedMeshCard() {
  const { t } = useTranslation('tune')
  const mesh = useActiveMesh()
  const which = useBedMeshView((s) => s.matrix)
  const matrix = which === 'probed' ? mesh.probedMatrix : mesh.meshMatrix
  const empty = !(matrix && hasMeshData(matrix))
  const view3d = useBedMeshView((s) => s.view === '3d')
  // Klipper clears the mesh as a calibration starts: until the new one arrives, say what is going on.
  const calibrating = useWait('bedMeshCalibrate')
  // With no mesh yet, the 3D renderer gets ready in idle time, so a mesh that arrives draws at once.
  useEffect(() => {
    if (!empty || !view3d) return
    const warm = () => void import('./mesh-scene').then((m) => m.warmUpMeshRenderer())
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(warm, 500)
      return () => clearTimeout(timer)
    }
    const idle = requestIdleCallback(warm, { timeout: 2000 })
    return () => cancelIdleCallback(idle)
  }, [empty, view3d])
  const title = mesh.profileName ? t('chart.titleProfile', { name: mesh.profileName }) : t('chart.title')
  return (
    <Card
      title={title}
      icon={<IconGridDots size={20} />}
      testId="bed-mesh-card"
      actions={
        <SegmentedControl
          size="xs"
          value={which}
          onChange={(v) => setBedMeshView({ matrix: v === 'probed' ? 'probed' : 'mesh' })}
          data={[
            { value: 'mesh', label: t('chart.mesh') },
            { value: 'probed', label: t('chart.probed') },
          ]}
        />
      }
    >
      {matrix && hasMeshData(matrix) ? (
        <MeshChart matrix={matrix} min={mesh.min} max={mesh.max} testId="bed-mesh-chart" />
      ) : (
        <Alert color={calibrating ? 'blue' : 'gray'} icon={calibrating ? <Loader size="xs" /> : undefined} data-testid="bed-mesh-empty" data-calibrating={calibrating}>
          {calibrating ? t('calibrating') : t('notLoaded')}
        </Alert>
      )}
    </Card>
  )
}
