import { ColorSwatch, Group, Text, UnstyledButton } from '@mantine/core'
import type { ComponentPropsWithRef } from 'react'
import { useTranslation } from 'react-i18next'
import { rateOfChange, RATE_SAMPLES } from '../../lib/chart-buffer'
import { formatNumber, formatPercent, formatTemperature, formatTemperatureRate } from '../../lib/format'
import { prettyName } from '../../lib/printer-objects'
import { chartRing, useChartStore } from '../../state/charts'
import { usePrinterNumber } from '../../state/printer-fields'
import { TargetInput } from './TargetInput'
import { useLocale } from '../../i18n'
import classes from './ThermalRow.module.css'
import { Tooltip } from '../../ui/tooltip'

export interface ThermalColumns {
  rate: boolean
  humidity: boolean
  pressure: boolean
}

function Rate({ name }: { name: string }) {
  const locale = useLocale()
  // Re-reads the history once per chart sample (1 s), not on every status change, and renders only
  // when the shown text changes.
  const text = useChartStore(() => {
    const { times, values } = chartRing().tail(name, RATE_SAMPLES)
    return formatTemperatureRate(rateOfChange(times, values), locale)
  })
  return <span className={classes.rate}>{text}</span>
}

function Percent({ name, field }: { name: string; field: 'power' | 'speed' }) {
  const value = usePrinterNumber(name, field, 0.01)
  const locale = useLocale()
  return <span className={classes.value}>{value === undefined ? '' : formatPercent(Math.round(value * 100), 0, locale)}</span>
}

/** The reading alone, so a new reading renders this span and not the tooltip around it. */
function Reading({ name, ...rest }: { name: string } & ComponentPropsWithRef<'span'>) {
  const locale = useLocale()
  // Rounded as shown (0.1 °C): a reading that moves in its second decimal renders nothing.
  const temperature = usePrinterNumber(name, 'temperature', 0.1)
  return (
    <span {...rest} className={classes.reading} data-testid={`temperature-${name}`}>
      {formatTemperature(temperature, locale)}
    </span>
  )
}

function Temperature({ name }: { name: string }) {
  const { t, i18n } = useTranslation('dashboard')
  const locale = i18n.language
  const low = usePrinterNumber(name, 'measured_min_temp', 0.1)
  const high = usePrinterNumber(name, 'measured_max_temp', 0.1)
  return low !== undefined && high !== undefined ? (
    <Tooltip label={t('thermals.measuredRange', { low: formatTemperature(low, locale), high: formatTemperature(high, locale) })}>
      <Reading name={name} />
    </Tooltip>
  ) : (
    <Reading name={name} />
  )
}

function Extra({ name, field, unit }: { name: string; field: 'humidity' | 'pressure'; unit: string }) {
  const value = usePrinterNumber(name, field, 0.1)
  const locale = useLocale()
  return <span className={classes.value}>{value === undefined ? '' : `${formatNumber(value, 1, locale)} ${unit}`}</span>
}

interface Props {
  name: string
  color: string
  kind: 'heater' | 'fan' | 'sensor'
  columns: ThermalColumns
  hidden: boolean
  onToggleSeries(name: string): void
}

/** One heater, temperature fan or sensor; each cell selects only its own field. */
export function ThermalRow({ name, color, kind, columns, hidden, onToggleSeries }: Props) {
  const { t } = useTranslation('dashboard')
  return (
    <tr data-testid={`thermal-row-${name}`}>
      <td>
        <UnstyledButton onClick={() => onToggleSeries(name)} aria-pressed={!hidden} aria-label={t('thermals.toggleSeries', { name: prettyName(name) })}>
          <Group gap={8} wrap="nowrap">
            <ColorSwatch color={color} size={14} style={{ opacity: hidden ? 0.3 : 1 }} />
            <Text size="sm" className={classes.name}>
              {prettyName(name)}
            </Text>
          </Group>
        </UnstyledButton>
      </td>
      <td>{kind === 'heater' ? <Percent name={name} field="power" /> : kind === 'fan' ? <Percent name={name} field="speed" /> : null}</td>
      {columns.rate && (
        <td>
          <Rate name={name} />
        </td>
      )}
      {columns.humidity && (
        <td>
          <Extra name={name} field="humidity" unit="%" />
        </td>
      )}
      {columns.pressure && (
        <td>
          <Extra name={name} field="pressure" unit="hPa" />
        </td>
      )}
      <td>
        <Temperature name={name} />
      </td>
      <td>{kind !== 'sensor' && <TargetInput name={name} />}</td>
    </tr>
  )
}
