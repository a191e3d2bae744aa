import { Group, Skeleton } from '@mantine/core'
import { IconTemperature } from '@tabler/icons-react'
import { Suspense, useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { defaultColors } from '../../lib/chart-colors'
import { seriesKey, isSeriesVisible, saveSeriesVisibility, useSeriesVisibility } from '../../state/charts'
import { useHeaterNames, useSensorNames, useSensorsReport, useTemperatureFanNames } from '../../state/thermals'
import { useUiSetting } from '../../state/settings/settings'
import { Card } from '../../ui/Card'
import { ThermalActions } from './ThermalActions'
import { ThermalRow, type ThermalColumns } from './ThermalRow'
import classes from './ThermalsTable.module.css'
import { lazy } from '../../ui/lazy'

const TemperatureChart = lazy(() => import('./TemperatureChart'))

/** Thermals: heaters, temperature fans and sensors with targets, presets and the temperature chart. */
export default function TemperatureCard() {
  const { t } = useTranslation('dashboard')
  const heaters = useHeaterNames()
  const fans = useTemperatureFanNames()
  const sensors = useSensorNames()
  const all = useMemo(() => [...heaters, ...fans, ...sensors], [heaters, fans, sensors])
  const colors = useMemo(() => defaultColors(all), [all])
  const chartVisible = useUiSetting('general.chartVisible')
  const showRate = useUiSetting('general.showRateOfChange')
  const showHumidity = useUiSetting('general.showRelativeHumidity')
  const showPressure = useUiSetting('general.showBarometricPressure')
  const hasHumidity = useSensorsReport('humidity')
  const hasPressure = useSensorsReport('pressure')
  const columns: ThermalColumns = { rate: showRate, humidity: showHumidity && hasHumidity, pressure: showPressure && hasPressure }
  const choices = useSeriesVisibility()

  const toggleSeries = useCallback(
    (name: string) => {
      const show = !isSeriesVisible(choices, name)
      const keys = [name, seriesKey(name, 'target')]
      saveSeriesVisibility(Object.fromEntries(keys.map((k) => [k, show])))
    },
    [choices],
  )

  const row = (name: string, kind: 'heater' | 'fan' | 'sensor') => (
    <ThermalRow key={name} name={name} kind={kind} color={colors[name]} columns={columns} hidden={!isSeriesVisible(choices, name)} onToggleSeries={toggleSeries} />
  )

  return (
    <Card title={t('thermals.title')} icon={<IconTemperature size={20} />} actions={<Group gap={4} wrap="nowrap"><ThermalActions /></Group>} flush testId="temperature-card">
      <div className={classes.scroll}>
        <table className={classes.table}>
          <thead>
            <tr>
              <th>{t('thermals.name')}</th>
              <th>{t('thermals.power')}</th>
              {columns.rate && <th>{t('thermals.rate')}</th>}
              {columns.humidity && <th>{t('thermals.humidity')}</th>}
              {columns.pressure && <th>{t('thermals.pressure')}</th>}
              <th>{t('thermals.actual')}</th>
              <th>{t('thermals.target')}</th>
            </tr>
          </thead>
          <tbody>
            {heaters.map((n) => row(n, 'heater'))}
            {fans.map((n) => row(n, 'fan'))}
            {sensors.map((n) => row(n, 'sensor'))}
          </tbody>
        </table>
      </div>
      {chartVisible && (
        <Suspense fallback={<Skeleton h={260} m="xs" />}>
          <TemperatureChart sensors={all} colors={colors} />
        </Suspense>
      )}
    </Card>
  )
}
