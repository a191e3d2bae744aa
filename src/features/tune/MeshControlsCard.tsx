import { ActionIcon, Badge, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { IconAdjustments, IconTrash, IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { calibrateMesh, clearMesh, loadMeshProfile, removeMeshProfile } from '../../state/actions/bed-mesh'
import { useWait } from '../../state/waits'
import { Card } from '../../ui/Card'
import { confirm } from '../../ui/confirm'
import { LevelingButtons } from './LevelingButtons'
import { ProfileVariance } from './ProfileVariance'
import { SaveProfileDialog } from './SaveProfileDialog'
import { useActiveMesh, useMeshControlsLocked, useMeshProfileNames } from './use-bed-mesh'
import { Tooltip } from '../../ui/tooltip'

/** Profiles (load, remove) and calibrate, clear, save (SPEC §4 bed mesh rules). */
export function MeshControlsCard() {
  const { t } = useTranslation('tune')
  const profiles = useMeshProfileNames()
  const { profileName, loaded } = useActiveMesh()
  const locked = useMeshControlsLocked()
  const [saveOpen, setSaveOpen] = useState(false)
  const calibrating = useWait('bedMeshCalibrate')
  const clearing = useWait('bedMeshClear')
  const loading = useWait('bedMeshLoad')

  const remove = async (name: string) => {
    const ok = await confirm({ title: t('remove.title'), message: t('remove.message', { name }), danger: true, confirmLabel: t('remove.confirm') })
    if (ok) await removeMeshProfile(name)
  }

  return (
    <Card title={t('controls.title')} icon={<IconAdjustments size={20} />} testId="mesh-controls-card">
      <Stack gap="sm">
        {profiles.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('controls.noProfiles')}
          </Text>
        ) : (
          <Table verticalSpacing={4} data-testid="mesh-profiles">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('controls.profile')}</Table.Th>
                <Table.Th>{t('stats.range')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {profiles.map((name) => {
                const active = name === profileName
                return (
                  <Table.Tr key={name} data-testid="mesh-profile" data-profile={name}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Text size="sm" truncate>
                          {name}
                        </Text>
                        {active && (
                          <Badge size="xs" color="green" variant="light">
                            {t('controls.active')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <ProfileVariance name={name} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        {!active && (
                          <Tooltip label={t('controls.load')}>
                            <ActionIcon variant="subtle" disabled={locked} loading={loading} onClick={() => void loadMeshProfile(name)} aria-label={t('controls.loadProfile', { name })}>
                              <IconUpload size={16} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                        <Tooltip label={t('controls.remove')}>
                          <ActionIcon variant="subtle" color="red" disabled={locked} onClick={() => void remove(name)} aria-label={t('controls.removeProfile', { name })}>
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        )}
        <SimpleGrid cols={3} spacing="xs">
          <Button size="xs" variant="light" disabled={locked && !calibrating} loading={calibrating} onClick={() => void calibrateMesh()} data-testid="mesh-calibrate">
            {t('controls.calibrate')}
          </Button>
          <Button size="xs" variant="light" disabled={locked || !loaded} loading={clearing} onClick={() => void clearMesh()} data-testid="mesh-clear">
            {t('controls.clear')}
          </Button>
          <Button size="xs" variant="light" disabled={locked || !loaded} onClick={() => setSaveOpen(true)} data-testid="mesh-save">
            {t('controls.save')}
          </Button>
        </SimpleGrid>
        <LevelingButtons />
      </Stack>
      <SaveProfileDialog opened={saveOpen} onClose={() => setSaveOpen(false)} activeProfile={profileName} />
    </Card>
  )
}
