import { ActionIcon, Badge, Button, Group, Stack, Switch, Table, Text } from '@mantine/core'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ConsoleFilter } from '../../lib/console-filters'
import { saveSetting } from '../../state/actions/settings'
import { removeConsoleFilter, saveConsoleFilter, useConsoleFilters } from '../../state/console-filters'
import { useUiSetting } from '../../state/settings/settings'
import { Card } from '../../ui/Card'
import { FilterDialog } from './FilterDialog'

const NEW_FILTER: ConsoleFilter = { id: '', enabled: true, name: '', type: 'contains', value: '' }

/** Settings → Console: display options and the filters that hide matching lines. */
export default function ConsoleSettings() {
  const { t } = useTranslation('console')
  const filters = useConsoleFilters()
  const hideTempWaits = useUiSetting('general.hideTempWaits')
  const flipped = useUiSetting('general.flipConsoleLayout')
  const [editing, setEditing] = useState<ConsoleFilter | null>(null)

  const save = (filter: ConsoleFilter) => {
    setEditing(null)
    void saveConsoleFilter(filter)
  }
  const update = (filter: ConsoleFilter, change: Partial<ConsoleFilter>) => void saveConsoleFilter({ ...filter, ...change })
  const remove = (id: string) => void removeConsoleFilter(id)

  return (
    <Card title={t('settingsTitle')} testId="console-settings">
      <Stack>
        <Group gap="xl">
          <Switch
            label={t('hideTempWaits')}
            checked={hideTempWaits}
            onChange={(e) => void saveSetting('general.hideTempWaits', e.currentTarget.checked)}
          />
          <Switch label={t('flipLayout')} checked={flipped} onChange={(e) => void saveSetting('general.flipConsoleLayout', e.currentTarget.checked)} />
        </Group>
        <Group justify="space-between">
          <Text fw={600}>{t('filters')}</Text>
          <Button size="xs" variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing(NEW_FILTER)}>
            {t('addFilter')}
          </Button>
        </Group>
        {filters.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('noFilters')}
          </Text>
        ) : (
          <Table verticalSpacing="xs" data-testid="console-filters">
            <Table.Tbody>
              {filters.map((filter) => (
                <Table.Tr key={filter.id} data-testid="console-filter-row">
                  <Table.Td>
                    <Switch
                      checked={filter.enabled}
                      onChange={(e) => update(filter, { enabled: e.currentTarget.checked })}
                      aria-label={`${t('filterEnabled')}: ${filter.name}`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {filter.name}
                    </Text>
                    <Group gap={6} wrap="nowrap">
                      <Badge size="xs" variant="light">
                        {t(`type.${filter.type}`)}
                      </Badge>
                      <Text size="xs" ff="monospace" c="dimmed" truncate>
                        {filter.value}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td w={1}>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon variant="subtle" color="gray" onClick={() => setEditing(filter)} aria-label={`${t('editFilter')}: ${filter.name}`}>
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="red" onClick={() => remove(filter.id)} aria-label={`${t('removeFilter')}: ${filter.name}`}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {editing && <FilterDialog filter={editing} others={filters} onSave={save} onClose={() => setEditing(null)} />}
    </Card>
  )
}
