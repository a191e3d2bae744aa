import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { prettyName } from '../../lib/printer-objects'
import { reportError } from '../../state/errors'
import { deletePreset, newPresetId, savePreset, useThermalPresets, type ThermalPreset } from '../../state/presets'
import { useTargetableNames } from '../../state/thermals'
import { Card } from '../../ui/Card'
import { confirm } from '../../ui/confirm'
import { PresetDialog } from './PresetDialog'
import { formatNumberUpTo, UNIT_SPACE } from '../../lib/format'
import { Tooltip } from '../../ui/tooltip'

/** Settings → Thermal presets (saved at uiSettings.dashboard.tempPresets). */
export default function PresetsSettings() {
  const { t } = useTranslation('dashboard')
  const presets = useThermalPresets()
  const targets = useTargetableNames()
  const [editing, setEditing] = useState<ThermalPreset | null>(null)
  const remove = async (preset: ThermalPreset) => {
    if (await confirm({ title: t('presets.remove'), message: t('status.areYouSure'), confirmLabel: t('status.yes'), cancelLabel: t('status.no'), danger: true })) deletePreset(preset.id).catch(reportError)
  }

  const summary = (p: ThermalPreset) =>
    Object.entries(p.values)
      .filter(([, v]) => v.active)
      .map(([n, v]) => `${prettyName(n)} ${formatNumberUpTo(v.value, 1)}${UNIT_SPACE}°C`)
      .join(', ')

  return (
    <Card
      title={t('presets.title')}
      testId="presets-settings"
      actions={
        <Button size="compact-sm" leftSection={<IconPlus size={16} />} onClick={() => setEditing({ id: newPresetId(), name: '', values: {}, gcode: '' })}>
          {t('presets.add')}
        </Button>
      }
    >
      {presets.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('presets.none')}
        </Text>
      ) : (
        <Table verticalSpacing={6} highlightOnHover>
          <Table.Tbody>
            {presets.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <Stack gap={0}>
                    <Text fw={500}>{p.name}</Text>
                    <Text size="xs" c="dimmed">
                      {summary(p)}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td w={88}>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('presets.edit')}>
                      <ActionIcon variant="subtle" onClick={() => setEditing(p)} aria-label={t('presets.editNamed', { name: p.name })}>
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('presets.remove')}>
                      <ActionIcon variant="subtle" color="red" onClick={() => void remove(p)} aria-label={t('presets.removeNamed', { name: p.name })}>
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
      {editing && (
        <PresetDialog
          preset={editing}
          targets={targets}
          otherNames={presets.filter((p) => p.id !== editing.id).map((p) => p.name)}
          onClose={() => setEditing(null)}
          onSave={(preset) => {
            setEditing(null)
            savePreset(preset).catch(reportError)
          }}
        />
      )}
    </Card>
  )
}
