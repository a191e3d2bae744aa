import { Button, Checkbox, Group, Menu, Select, Text } from '@mantine/core'
import { IconFlame, IconPlayerPause, IconPlayerPlay, IconPlayerStop, IconAlertOctagon, IconUpload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { FarmState } from '../../state/fleet/farm-printer'
import { preheatFleet, type FleetActionKind } from '../../state/fleet/fleet-actions'
import type { FleetPrinter } from '../../state/fleet/fleet'
import { useThermalPresets } from '../../state/presets'
import { confirm } from '../../ui/confirm'
import { useStateWord } from './state-word'
import { nameOf, reportOutcomes, runOnPrinters } from './run-on-printers'
import { FARM_SORTS, type FarmSort } from './use-fleet-order'
import classes from './Farm.module.css'

interface Props {
  sort: FarmSort
  onSort(sort: FarmSort): void
  filter: FarmState | 'all'
  onFilter(filter: FarmState | 'all'): void
  states: FarmState[]
  shown: number
  selected: readonly FleetPrinter[]
  onSelectAll(all: boolean): void
  onSend(): void
}

const ACTIONS: { kind: FleetActionKind; icon: typeof IconPlayerPause; color?: string }[] = [
  { kind: 'pause', icon: IconPlayerPause },
  { kind: 'resume', icon: IconPlayerPlay },
  { kind: 'cancel', icon: IconPlayerStop, color: 'red' },
  { kind: 'estop', icon: IconAlertOctagon, color: 'red' },
]

function PreheatMenu({ selected }: { selected: readonly FleetPrinter[] }) {
  const { t } = useTranslation('farm')
  const presets = useThermalPresets()
  const preheat = async (id: string) => {
    const preset = presets.find((p) => p.id === id)
    if (!preset) return
    const action = `${t('actions.preheat')} · ${preset.name}`
    const ok = await confirm({ title: t('actions.confirmTitle', { action, count: selected.length }), message: t('actions.confirmMessage', { names: selected.map(nameOf).join(', ') }), confirmLabel: t('actions.preheat') })
    if (ok) reportOutcomes(action, selected, await preheatFleet(preset, selected))
  }
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button size="xs" variant="default" leftSection={<IconFlame size={16} />} disabled={!presets.length}>
          {t('actions.preheat')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {presets.map((p) => (
          <Menu.Item key={p.id} onClick={() => void preheat(p.id)}>
            {p.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}

/** Sorting, the state filter, the selection and what can be done to every selected printer at once. */
export function FarmToolbar({ sort, onSort, filter, onFilter, states, shown, selected, onSelectAll, onSend }: Props) {
  const { t } = useTranslation('farm')
  const word = useStateWord()
  const some = selected.length > 0
  return (
    <Group gap="xs" className={classes.toolbar} wrap="wrap" data-testid="farm-toolbar">
      <Checkbox
        size="xs"
        label={some ? t('selected', { count: selected.length }) : t('selectAll')}
        checked={some && selected.length === shown}
        indeterminate={some && selected.length < shown}
        onChange={(e) => onSelectAll(e.currentTarget.checked)}
        data-testid="farm-select-all"
      />
      <Select
        size="xs"
        w={130}
        aria-label={t('sort.label')}
        value={sort}
        onChange={(v) => onSort(FARM_SORTS.find((s) => s === v) ?? sort)}
        data={FARM_SORTS.map((v) => ({ value: v, label: t(`sort.${v}`) }))}
        allowDeselect={false}
        data-testid="farm-sort"
      />
      <Select
        size="xs"
        w={150}
        aria-label={t('filter.label')}
        value={filter}
        onChange={(v) => onFilter(v === 'all' ? 'all' : (states.find((s) => s === v) ?? 'all'))}
        data={[{ value: 'all', label: t('filter.all') }, ...states.map((s) => ({ value: s, label: word(s) }))]}
        allowDeselect={false}
        data-testid="farm-filter"
      />
      {some && (
        <Group gap={6} wrap="wrap">
          {ACTIONS.map(({ kind, icon: Icon, color }) => (
            <Button key={kind} size="xs" variant="light" color={color} leftSection={<Icon size={16} />} onClick={() => void runOnPrinters(kind, selected)} data-action={kind}>
              {t(`actions.${kind}`)}
            </Button>
          ))}
          <PreheatMenu selected={selected} />
          <Button size="xs" variant="filled" leftSection={<IconUpload size={16} />} onClick={onSend} data-action="send">
            {t('actions.send')}
          </Button>
        </Group>
      )}
      <Text fz="xs" c="dimmed" ml="auto">
        {t('printers', { count: shown })}
      </Text>
    </Group>
  )
}
