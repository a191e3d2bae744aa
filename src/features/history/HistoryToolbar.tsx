import { ActionIcon, Checkbox, Group, TextInput } from '@mantine/core'
import { IconColumns, IconFileSpreadsheet, IconFilter, IconRefresh, IconSearch, IconTrashX } from '@tabler/icons-react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { HISTORY_COLUMNS, type HistoryColumn, type HistoryColumnKey } from '../../lib/history/columns'
import { FILTER_STATUSES } from '../../lib/history/status'
import { Menu } from '../../ui/menu'
import { Tooltip } from '../../ui/tooltip'

interface HistoryToolbarProps {
  search: string
  onSearch(text: string): void
  statuses: string[]
  onStatuses(statuses: string[]): void
  visible: HistoryColumn[]
  onToggleColumn(key: HistoryColumnKey, on: boolean): void
  onRefresh(): void
  onExport(): void | Promise<void>
  onDeleteAll(): void | Promise<void>
  refreshing: boolean
  deletingAll: boolean
}

/** Search, status filter, column picker, refresh, CSV export and delete-all of the job history card. */
export const HistoryToolbar = memo(function HistoryToolbar(p: HistoryToolbarProps) {
  const { t } = useTranslation('history')
  return (
    <Group gap={4} wrap="nowrap">
      <TextInput
        size="xs"
        w={{ base: 120, sm: 200 }}
        placeholder={t('jobs.search')}
        aria-label={t('jobs.search')}
        leftSection={<IconSearch size={14} />}
        value={p.search}
        onChange={(e) => p.onSearch(e.currentTarget.value)}
        data-testid="history-search"
      />
      <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
        <Menu.Target>
          <Tooltip label={t('jobs.filter')}>
            <ActionIcon variant={p.statuses.length ? 'light' : 'subtle'} color={p.statuses.length ? undefined : 'gray'} aria-label={t('jobs.filter')}>
              <IconFilter size={18} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown data-testid="history-status-filter">
          {FILTER_STATUSES.map((s) => (
            <Menu.Item key={s}>
              <Checkbox
                label={t(`status.${s}`)}
                checked={p.statuses.includes(s)}
                onChange={(e) => p.onStatuses(e.currentTarget.checked ? [...p.statuses, s] : p.statuses.filter((x) => x !== s))}
              />
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
        <Menu.Target>
          <Tooltip label={t('jobs.columns')}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('jobs.columns')}>
              <IconColumns size={18} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown data-testid="history-column-menu">
          {HISTORY_COLUMNS.map((c) => (
            <Menu.Item key={c.key}>
              <Checkbox label={t(`columns.${c.key}`)} checked={p.visible.some((v) => v.key === c.key)} onChange={(e) => p.onToggleColumn(c.key, e.currentTarget.checked)} />
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Tooltip label={t('jobs.export')}>
        <ActionIcon variant="subtle" color="gray" aria-label={t('jobs.export')} onClick={() => void p.onExport()}>
          <IconFileSpreadsheet size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('jobs.refresh')}>
        <ActionIcon variant="subtle" color="gray" aria-label={t('jobs.refresh')} loading={p.refreshing} onClick={p.onRefresh}>
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('jobs.deleteAll')}>
        <ActionIcon variant="subtle" color="red" aria-label={t('jobs.deleteAll')} loading={p.deletingAll} onClick={() => void p.onDeleteAll()}>
          <IconTrashX size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  )
})
