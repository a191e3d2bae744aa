import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useCamerasStore } from '../../state/cameras'
import { Card } from '../../ui/Card'
import { CameraStream } from './CameraStream'

/** One camera, as large as the window allows. */
export default function CameraPage() {
  const { t } = useTranslation()
  const { cameraId } = useParams()
  const camera = useCamerasStore((s) => s.cameras.find((c) => c.uid === cameraId || c.name === cameraId))
  return (
    <Card title={camera?.name ?? t('nav.camera', 'Camera')} flush>
      {camera ? <CameraStream camera={camera} fill /> : <Text p="md" c="dimmed">{t('camera.notFound', 'No such camera.')}</Text>}
    </Card>
  )
}
