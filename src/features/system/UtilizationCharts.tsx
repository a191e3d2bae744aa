import { SimpleGrid } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useMachineStore } from '../../state/machine'
import { useSystemStatsStore } from '../../state/system-stats'
import { StatChart, type StatSeries } from './StatChart'
import { mcuLabel } from './McuCards'

const COLORS = ['#2196F3', '#FF9800', '#4CAF50', '#E91E63', '#9C27B0']
const pct = (v: number | undefined) => (v === undefined ? null : Math.round(v * 10000) / 100)

/** The utilization charts (uPlot, loaded with this file only on the system page). */
export default function UtilizationCharts() {
  const { t } = useTranslation('system')
  const entries = useSystemStatsStore((s) => s.entries)
  const cores = useMachineStore((s) => s.systemInfo?.cpu_info.cpu_count ?? 1) || 1
  const mcus = useMemo(() => [...new Set(entries.flatMap((e) => Object.keys(e.mcus)))].sort(), [entries])
  const mcuKey = mcus.join('|')

  const load: StatSeries[] = useMemo(() => [{ label: t('charts.load', 'Load'), color: COLORS[0], pick: (e) => e.sysload }], [t])
  const cpu: StatSeries[] = useMemo(
    () => [
      { label: 'Klipper', color: COLORS[1], pick: (e) => e.klipperCpu },
      { label: 'Moonraker', color: COLORS[2], pick: (e) => e.moonrakerCpu },
    ],
    [],
  )
  const memory: StatSeries[] = useMemo(() => [{ label: t('charts.memory', 'Memory'), color: COLORS[3], pick: (e) => e.memoryUsed }], [t])
  const mcuSeries = useMemo(
    () =>
      mcuKey
        .split('|')
        .filter(Boolean)
        .map((name) => ({
          name,
          series: [
            { label: t('charts.mcuLoad', 'Load'), color: COLORS[0], pick: (e) => pct(e.mcus[name]?.load) },
            { label: t('charts.mcuAwake', 'Awake'), color: COLORS[1], pick: (e) => pct(e.mcus[name]?.awake) },
            { label: t('charts.mcuBandwidth', 'Bandwidth'), color: COLORS[4], pick: (e) => pct(e.mcus[name]?.bandwidth) },
          ] satisfies StatSeries[],
        })),
    [mcuKey, t],
  )

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <StatChart title={t('charts.systemLoad', 'System load ({{cores}} cores)', { cores })} entries={entries} series={load} max={cores} unit="" testId="chart-load" />
      <StatChart title={t('charts.processCpu', 'Process CPU')} entries={entries} series={cpu} max={100} unit="%" testId="chart-cpu" />
      <StatChart title={t('charts.memoryUsed', 'Memory used')} entries={entries} series={memory} max={100} unit="%" testId="chart-memory" />
      {mcuSeries.map((m) => (
        <StatChart key={m.name} title={mcuLabel(m.name)} entries={entries} series={m.series} max={100} unit="%" testId={`chart-${mcuLabel(m.name)}`} />
      ))}
    </SimpleGrid>
  )
}
