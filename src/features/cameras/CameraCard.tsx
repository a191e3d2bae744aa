import { ActionIcon, SimpleGrid } from '@mantine/core'
import { IconMaximize } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useShallow } from 'zustand/react/shallow'
import { useCamerasStore } from '../../state/cameras'
import { Card } from '../../ui/Card'
import { CameraStream } from './CameraStream'

/** Enabled cameras side by side: one camera full width, two halves, more in thirds. */
export default function CameraCard() {
  const { t } = useTranslation()
  const cameras = useCamerasStore(useShallow((s) => s.cameras.filter((c) => c.enabled)))
  const cols = cameras.length === 1 ? 1 : cameras.length === 2 ? 2 : 3
  return (
    <Card
      title={t('nav.camera', 'Camera')}
      flush
      actions={
        cameras.length === 1 && (
          <ActionIcon component={Link} to={`/camera/${encodeURIComponent(cameras[0].uid)}`} variant="subtle" color="gray" aria-label={t('camera.fullscreen', 'Full screen')}>
            <IconMaximize size={18} />
          </ActionIcon>
        )
      }
    >
      <SimpleGrid cols={cols} spacing={0}>
        {cameras.map((c) => (
          <CameraStream key={c.uid} camera={c} />
        ))}
      </SimpleGrid>
    </Card>
  )
}
