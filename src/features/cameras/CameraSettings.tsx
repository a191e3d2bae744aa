import { ActionIcon, Badge, Button, Group, Stack, Table, Text } from '@mantine/core'
import { IconAlertTriangle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cameraFormOf, cameraTypeOf, MAX_CAMERAS, newCameraForm, type CameraForm } from '../../lib/cameras/camera'
import { removeCamera } from '../../state/actions/cameras'
import { useCameraList } from '../../state/camera-list'
import { Card } from '../../ui/Card'
import { confirm } from '../../ui/confirm'
import { CameraDialog } from './CameraDialog'
import { Tooltip } from '../../ui/tooltip'

/** Settings → Cameras (#camera): the printer's cameras, add (at most 3), edit, remove. */
export default function CameraSettings() {
  const { t } = useTranslation('cameras')
  const cameras = useCameraList()
  const [editing, setEditing] = useState<CameraForm | null>(null)
  const full = cameras.length >= MAX_CAMERAS

  const remove = async (uid: string, name: string) => {
    if (await confirm({ title: t('removeTitle'), message: t('removeMessage', { name }), danger: true })) await removeCamera(uid)
  }

  return (
    <Card
      title={t('settingsTitle')}
      testId="camera-settings"
      actions={
        <Tooltip label={t('limit', { max: MAX_CAMERAS })} disabled={!full}>
          <Button size="compact-sm" leftSection={<IconPlus size={16} />} disabled={full} onClick={() => setEditing(newCameraForm())}>
            {t('add')}
          </Button>
        </Tooltip>
      }
    >
      {cameras.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('none')}
        </Text>
      ) : (
        <Table verticalSpacing={6} highlightOnHover>
          <Table.Tbody>
            {cameras.map((c) => (
              <Table.Tr key={c.uid} data-testid="camera-row" data-camera={c.name}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {!c.enabled && (
                      <Tooltip label={t('disabled')}>
                        <IconAlertTriangle size={16} color="var(--mantine-color-yellow-6)" aria-label={t('disabled')} />
                      </Tooltip>
                    )}
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={500} truncate>
                        {c.name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {c.stream_url}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td visibleFrom="xs">
                  <Badge variant="light" size="sm">
                    {t(`types.${cameraTypeOf(c.service)}`)}
                  </Badge>
                </Table.Td>
                <Table.Td w={88}>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('edit')}>
                      <ActionIcon variant="subtle" onClick={() => setEditing(cameraFormOf(c))} aria-label={t('editNamed', { name: c.name })}>
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('remove')}>
                      <ActionIcon variant="subtle" color="red" onClick={() => void remove(c.uid, c.name)} aria-label={t('removeNamed', { name: c.name })}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && <CameraDialog initial={editing} onClose={() => setEditing(null)} />}
    </Card>
  )
}
