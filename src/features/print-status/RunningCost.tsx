import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCost, jobCost } from '../../lib/history/cost'
import { reportError } from '../../state/errors'
import { usePrintFileMetadata } from '../../state/print-file'
import { usePrinterNumber } from '../../state/printer-fields'
import { energySince, loadSensors, useSensorsStore } from '../../state/sensors'
import { useHasComponent } from '../../state/server'
import { useUiSetting } from '../../state/settings/settings'
import { StatusItem } from './StatusItem'

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)

/**
 * What the print has cost so far: the filament used at the price per kg, and the energy the power
 * sensor metered since the print started (else the set watts over its time) at the price per kWh.
 */
export default function RunningCost() {
  const { t } = useTranslation('dashboard')
  const costs = useUiSetting('history.costs')
  const filament = num(usePrinterNumber('print_stats', 'filament_used'))
  const seconds = num(usePrinterNumber('print_stats', 'total_duration'))
  const meta = usePrintFileMetadata()
  const metered = useHasComponent('sensor')
  const loaded = useSensorsStore((s) => s.loaded)
  // Read with every sensor update, so the figure follows the meter.
  useSensorsStore((s) => s.version)
  useEffect(() => {
    if (metered && !loaded) loadSensors().catch(reportError)
  }, [metered, loaded])
  const energyKwh = metered ? energySince(Date.now() - seconds * 1000) : null
  const cost = jobCost({ filamentMm: filament, seconds, sliced: { grams: meta?.filament_weight_total, mm: meta?.filament_total }, energyKwh }, costs)
  if (cost === null) return null
  return <StatusItem label={t('status.cost')} value={formatCost(cost, costs.currency)} testId="status-cost" />
}
