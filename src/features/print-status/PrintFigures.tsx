import { SimpleGrid } from '@mantine/core'
import { Suspense, useEffect, useMemo, useReducer, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDuration, formatFlow, formatLength, formatMm, formatSpeed } from '../../lib/format'
import { useDateTimePrefs } from '../../state/datetime-prefs'
import { currentLayer, finishTime, FlowTracker, formatFinish, totalLayers } from '../../lib/print-figures'
import { usePrintTimeLeft } from '../../state/print-progress'
import { usePrintFileMetadata } from '../../state/print-file'
import { useConfigValue, usePrinter, usePrinterEventTime, usePrinterNumber } from '../../state/printer-fields'
import { StatusItem } from './StatusItem'
import { lazy } from '../../ui/lazy'

/** The running cost's code (prices, the power meter's readings) comes with the first print, not the first paint. */
const RunningCost = lazy(() => import('./RunningCost'))

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)

/** The line's label: translated once by PrintFigures, so a line that renders every second translates nothing. */
interface Labelled {
  label: string
}

function LayerItem({ label }: Labelled) {
  const meta = usePrintFileMetadata()
  const infoLayer = usePrinter((p) => p.object('print_stats')?.info?.current_layer)
  const infoTotal = usePrinter((p) => p.object('print_stats')?.info?.total_layer)
  const z = usePrinter((p) => num(p.object('gcode_move')?.gcode_position?.[2]))
  const printDuration = num(usePrinterNumber('print_stats', 'print_duration'))
  const layer = currentLayer({ infoLayer, z, printDuration, meta })
  const total = totalLayers({ infoTotal, meta })
  return <StatusItem label={label} value={total > 0 ? `${layer} / ${total}` : layer > 0 ? String(layer) : '-'} testId="status-layer" />
}

function ZItem({ label }: Labelled) {
  const z = usePrinter((p) => num(p.object('gcode_move')?.gcode_position?.[2]))
  return <StatusItem label={label} value={formatMm(z, 2)} />
}

function SpeedItem({ label }: Labelled) {
  // The toolhead's live speed when Klipper reports it, else the requested feed rate times the override.
  const speed = usePrinter((p) => {
    const live = p.object('motion_report')?.live_velocity
    if (typeof live === 'number') return live
    const move = p.object('gcode_move')
    return num(move?.speed) * (num(move?.speed_factor) || 1)
  })
  return <StatusItem label={label} value={formatSpeed(speed)} />
}

function FlowItem({ label }: Labelled) {
  const filament = num(usePrinterNumber('print_stats', 'filament_used'))
  const eventtime = usePrinterEventTime()
  const diameter = num(useConfigValue('extruder', 'filament_diameter'))
  const tracker = useRef<FlowTracker | null>(null)
  // Sampled while rendering, once per publish: an effect setting state would render the line twice.
  const flow = useMemo(() => {
    tracker.current ??= new FlowTracker()
    tracker.current.setDiameter(diameter)
    return tracker.current.sample(filament, eventtime || Date.now() / 1000)
  }, [filament, eventtime, diameter])
  return <StatusItem label={label} value={flow > 0 ? formatFlow(flow) : '-'} />
}

function FilamentItem({ label }: Labelled) {
  const filament = num(usePrinterNumber('print_stats', 'filament_used'))
  return <StatusItem label={label} value={formatLength(filament)} />
}

/** Printed time, then one time-left figure and its finish clock, both by the chosen progress method. */
function Timers({ labels }: { labels: { duration: string; left: string; finish: string } }) {
  const prefs = useDateTimePrefs()
  const printDuration = num(usePrinterNumber('print_stats', 'print_duration'))
  const left = usePrintTimeLeft()
  // The clock moves on while the time left stands still (paused): render again now and then. While
  // printing the time left changes every second and renders this anyway, once.
  const [, tick] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    const id = setInterval(tick, 10_000)
    return () => clearInterval(id)
  }, [])
  const now = Date.now()
  const finish = formatFinish(finishTime(now, left), now, prefs)
  return (
    <>
      <StatusItem label={labels.duration} value={formatDuration(printDuration)} testId="status-timer-duration" />
      <StatusItem label={labels.left} value={left > 0 ? formatDuration(left) : '-'} testId="status-time-left" />
      <StatusItem label={labels.finish} value={finish || '-'} testId="status-finish" />
    </>
  )
}

/** Figures while a print runs or is paused. Each line selects only what it shows. */
export function PrintFigures({ filename }: { filename: string }) {
  const { t } = useTranslation('dashboard')
  const timers = useMemo(() => ({ duration: t('status.timer.duration'), left: t('status.timeLeft'), finish: t('status.finish') }), [t])
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4} data-file={filename}>
      <SpeedItem label={t('status.speed')} />
      <Timers labels={timers} />
      <FlowItem label={t('status.flow')} />
      <FilamentItem label={t('status.filament')} />
      <LayerItem label={t('status.layer')} />
      <ZItem label={t('status.z')} />
      <Suspense fallback={null}>
        <RunningCost />
      </Suspense>
    </SimpleGrid>
  )
}
