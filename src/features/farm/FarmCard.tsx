import { Badge, Checkbox, Group, Paper, Progress, Stack, Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatDuration, formatNumber, formatPercent, UNIT_SPACE } from '../../lib/format'
import { farmFigures, farmProblem, farmState, printerName } from '../../state/fleet/farm-printer'
import { useFarmPrinter, type FleetPrinter } from '../../state/fleet/fleet'
import { FarmCardControls } from './FarmCardControls'
import { FarmIdentity } from './FarmIdentity'
import { FarmPicture } from './FarmPicture'
import { FarmQueue } from './FarmQueue'
import { FarmSince } from './FarmSince'
import { STATE_COLOR, useStateWord } from './state-word'
import classes from './Farm.module.css'

/** '210 / 215 °C' while heating to a target, '22 °C' otherwise: whole degrees, two heaters to a line. */
const degrees = (c: number) => `${formatNumber(c)}${UNIT_SPACE}°C`
const heaterText = (h?: { temperature: number; target: number }) => (!h ? '–' : h.target ? `${formatNumber(h.temperature)} / ${degrees(h.target)}` : degrees(h.temperature))

function Temperatures({ printer }: { printer: FleetPrinter }) {
  const { t } = useTranslation('farm')
  const { extruder, bed } = useFarmPrinter(printer, (p) => {
    const f = farmFigures(p)
    return { extruder: heaterText(f.extruder), bed: heaterText(f.bed) }
  })
  return (
    <Group gap="md" wrap="nowrap" data-testid="farm-temperatures">
      <Text fz="xs" c="dimmed">
        {t('extruder')} <Text span fz="xs" c="var(--mantine-color-text)" className={classes.figure}>{extruder}</Text>
      </Text>
      <Text fz="xs" c="dimmed">
        {t('bed')} <Text span fz="xs" c="var(--mantine-color-text)" className={classes.figure}>{bed}</Text>
      </Text>
    </Group>
  )
}

function Job({ printer }: { printer: FleetPrinter }) {
  const { t } = useTranslation('farm')
  // Rounded inside the selector: a reading that changes nothing on screen renders nothing.
  const f = useFarmPrinter(printer, (p) => {
    const figures = farmFigures(p)
    const state = farmState(p)
    const live = state === 'printing' || state === 'paused' || state === 'busy' || state === 'complete'
    return { problem: farmProblem(p), file: figures.filename, live, percent: Math.floor(figures.progress * 1000) / 10, layer: figures.layer, layers: figures.layers, left: Math.round(figures.left / 60) * 60 }
  })
  if (f.problem) {
    return (
      <Text fz="xs" c="red" lineClamp={3} title={f.problem} data-testid="farm-problem">
        {f.problem}
      </Text>
    )
  }
  if (!f.file) {
    return (
      <Text fz="sm" c="dimmed" data-testid="farm-file">
        {t('noFile')}
      </Text>
    )
  }
  return (
    <Stack gap={4}>
      <Text fz="sm" truncate="end" title={f.file} data-testid="farm-file">
        {f.file}
      </Text>
      {f.live && (
        <>
          <Progress value={f.percent} size="sm" transitionDuration={0} aria-label={formatPercent(f.percent)} data-testid="farm-progress" data-value={f.percent} />
          <Group justify="space-between" gap={4} fz="xs" wrap="nowrap">
            <Text fz="xs" className={classes.figure}>{formatPercent(f.percent)}</Text>
            {f.layers > 0 && <Text fz="xs" c="dimmed">{t('layer', { layer: f.layer, layers: f.layers })}</Text>}
            {f.left > 0 && <Text fz="xs" c="dimmed">{t('left', { time: formatDuration(f.left) })}</Text>}
          </Group>
        </>
      )}
    </Stack>
  )
}

interface Props {
  printer: FleetPrinter
  selected: boolean
  onSelect(selected: boolean): void
  onOpen(): void
}

/** One printer of the farm: what it does now, at a glance, and its own pause, resume and cancel. */
export function FarmCard({ printer, selected, onSelect, onOpen }: Props) {
  const { t } = useTranslation('farm')
  const word = useStateWord()
  const state = useFarmPrinter(printer, farmState)
  const name = useFarmPrinter(printer, (p) => printerName(p, printer.host))
  return (
    <Paper withBorder className={classes.card} data-testid="farm-card" data-printer={printer.apiUrl} data-state={state} data-active={printer.active || undefined}>
      <Group gap={8} wrap="nowrap" className={classes.head}>
        <Checkbox size="xs" checked={selected} onChange={(e) => onSelect(e.currentTarget.checked)} aria-label={t('select', { name })} />
        <UnstyledButton onClick={onOpen} className={classes.name} aria-label={t('open', { name })}>
          <Text fw={600} fz="sm" truncate="end">
            {name}
          </Text>
          <Text fz={11} c="dimmed" truncate="end">
            {printer.host}
          </Text>
        </UnstyledButton>
        <Badge color={STATE_COLOR[state] ?? 'teal'} variant="light" size="sm" data-testid="farm-state">
          {word(state)}
        </Badge>
      </Group>
      <UnstyledButton onClick={onOpen} className={classes.picture} tabIndex={-1} aria-hidden>
        <FarmPicture printer={printer} />
      </UnstyledButton>
      <Stack gap={6} p="xs">
        <FarmIdentity printer={printer} />
        <Job printer={printer} />
        <FarmQueue printer={printer} />
        <Temperatures printer={printer} />
        <Group justify="space-between" gap={4} wrap="nowrap">
          <FarmSince printer={printer} />
          <FarmCardControls printer={printer} name={name} />
        </Group>
      </Stack>
    </Paper>
  )
}
