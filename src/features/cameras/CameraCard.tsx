import { ActionIcon, Grid } from '@mantine/core'
import { IconCheck, IconVideo, IconVideoPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { cameraSpan } from '../../lib/cameras/camera'
import { setActiveCamera } from '../../state/actions/cameras'
import { useActiveCamera, useCameraList, useEnabledCameras } from '../../state/camera-list'
import { Card } from '../../ui/Card'
import { CameraView } from './CameraView'
import { Menu } from '../../ui/menu'

/** The dashboard camera card: all enabled cameras side by side (12/6/4 columns), or the one chosen. */
export default function CameraCard() {
  const { t } = useTranslation('cameras')
  const all = useCameraList()
  const enabled = useEnabledCameras()
  const active = useActiveCamera()
  const chosen = active === 'all' ? null : all.find((c) => c.uid === active)
  const shown = chosen ? [chosen] : enabled
  const span = cameraSpan(shown.length)
  return (
    <Card
      title={t('title')}
      icon={<IconVideo size={18} />}
      flush
      testId="camera-card"
      actions={
        enabled.length > 1 && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('choose')} title={t('choose')}>
                <IconVideoPlus size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={!chosen ? <IconCheck size={14} /> : <span style={{ width: 14 }} />} onClick={() => void setActiveCamera('all')}>
                {t('all')}
              </Menu.Item>
              {enabled.map((c) => (
                <Menu.Item key={c.uid} leftSection={chosen?.uid === c.uid ? <IconCheck size={14} /> : <span style={{ width: 14 }} />} onClick={() => void setActiveCamera(c.uid)}>
                  {c.name}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )
      }
    >
      <Grid gap={0}>
        {shown.map((c) => (
          <Grid.Col key={c.uid} span={{ base: 12, sm: span }}>
            <CameraView camera={c} />
          </Grid.Col>
        ))}
      </Grid>
    </Card>
  )
}
