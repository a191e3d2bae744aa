import { Group, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useMemo, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { SpoolmanSpool } from '../../moonraker/types'
import { formatLength, formatWeight } from '../../lib/format'
import { filterSpools, spoolName } from '../../lib/spoolman/spools'
import { SpoolSwatch } from './SpoolSwatch'

interface SpoolListProps {
  spools: readonly SpoolmanSpool[]
  selected: number | null
  activeId: number | null
  onSelect: (id: number) => void
  /** Enter on a row, or a double click: choose it at once. */
  onChoose: (id: number) => void
}

function SpoolRow({ spool, selected, active, onSelect, onChoose }: { spool: SpoolmanSpool; selected: boolean; active: boolean; onSelect: () => void; onChoose: () => void }) {
  const { t } = useTranslation('spoolman')
  const f = spool.filament
  return (
    <UnstyledButton
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      onClick={onSelect}
      onDoubleClick={onChoose}
      data-testid="spool-option"
      data-spool-id={spool.id}
      style={{ padding: '6px 8px', borderRadius: 6, background: selected ? 'var(--mantine-primary-color-light)' : undefined }}
    >
      <Group gap="sm" wrap="nowrap">
        <SpoolSwatch spool={spool} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={500} truncate>
            {spoolName(spool)} <Text span size="xs" c="dimmed">#{spool.id}{active ? ` · ${t('active')}` : ''}</Text>
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {[f.vendor?.name, f.material, f.color_hex ? `#${f.color_hex.replace(/^#/, '')}` : null].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <Text size="sm" ta="end" style={{ whiteSpace: 'nowrap' }}>
          {spool.remaining_weight !== undefined ? formatWeight(spool.remaining_weight) : '–'}
          {spool.remaining_length !== undefined && (
            <Text span size="xs" c="dimmed" display="block">
              {formatLength(spool.remaining_length)}
            </Text>
          )}
        </Text>
      </Group>
    </UnstyledButton>
  )
}

/** Spools to choose from: a search over vendor, material, colour and name; arrows move, Enter chooses. */
export function SpoolList({ spools, selected, activeId, onSelect, onChoose }: SpoolListProps) {
  const { t } = useTranslation('spoolman')
  const [query, setQuery] = useState('')
  const shown = useMemo(() => filterSpools(spools, query), [spools, query])
  const onKeyDown = (e: KeyboardEvent) => {
    if (!shown.length) return
    const at = shown.findIndex((s) => s.id === selected)
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      const next = e.key === 'ArrowDown' ? Math.min(shown.length - 1, at + 1) : Math.max(0, at - 1)
      onSelect(shown[next].id)
    } else if (e.key === 'Enter') {
      e.preventDefault()
      onChoose(at >= 0 ? shown[at].id : shown[0].id)
    }
  }
  return (
    <Stack gap="xs">
      <TextInput
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        placeholder={t('search')}
        aria-label={t('search')}
        leftSection={<IconSearch size={16} />}
        data-autofocus
        data-testid="spool-search"
      />
      <ScrollArea.Autosize mah={360} type="auto">
        <Stack gap={2} role="listbox" aria-label={t('listTitle')}>
          {shown.map((s) => (
            <SpoolRow key={s.id} spool={s} selected={s.id === selected} active={s.id === activeId} onSelect={() => onSelect(s.id)} onChoose={() => onChoose(s.id)} />
          ))}
          {!shown.length && (
            <Text size="sm" c="dimmed" p="sm">
              {t('empty')}
            </Text>
          )}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  )
}
