import { Anchor, Text } from '@mantine/core'
import { IconVideo } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useCameraList } from '../../state/camera-list'
import { Card } from '../../ui/Card'
import { CameraView } from './CameraView'

/** /camera/{id}: one camera, as large as the window allows. */
export default function CameraPage() {
  const { t } = useTranslation('cameras')
  const { cameraId } = useParams()
  const cameras = useCameraList()
  const camera = cameras.find((c) => c.uid === cameraId) ?? cameras.find((c) => c.name === cameraId)
  return (
    <Card title={camera?.name ?? t('title')} icon={<IconVideo size={18} />} flush testId="camera-page">
      {camera ? (
        <CameraView camera={camera} fill noFullscreen />
      ) : (
        <Text p="md" c="dimmed">
          {t('notFound')}{' '}
          <Anchor component={Link} to="/">
            {t('backToDashboard')}
          </Anchor>
        </Text>
      )}
    </Card>
  )
}
