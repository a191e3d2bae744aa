import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatRelative } from '../../lib/datetime'
import { activeLocale } from '../../lib/format'
import { useFarmPrinter, type FleetPrinter } from '../../state/fleet/fleet'
import { useFarmNow } from './use-farm-tick'

/** "Last reading 3 seconds ago", or "Offline since 10 minutes ago" with the reason on hover. */
export function FarmSince({ printer }: { printer: FleetPrinter }) {
  const { t } = useTranslation('farm')
  const now = useFarmNow()
  // A reading newer than the clock's last tick counts as of it: the words move with the farm's clock,
  // and the readings in between (a printing printer's come every second) render nothing here.
  const { connection, since, lastReading, error } = useFarmPrinter(printer, (p) => ({ connection: p.connection, since: p.since, lastReading: p.lastReading === null ? null : Math.min(p.lastReading, now), error: p.error }))
  const ago = (at: number) => formatRelative(Math.max(0, (now - at) / 1000), activeLocale())
  if (connection === 'offline' && since) {
    return (
      <Text fz="xs" c="red" title={error || t('offlineHint', { host: printer.host })} data-testid="farm-since">
        {t('offlineSince', { time: ago(since) })}
      </Text>
    )
  }
  if (connection === 'refused') {
    return (
      <Text fz="xs" c="orange" data-testid="farm-since">
        {t('refusedHint', { origin: location.origin, host: printer.host })}
      </Text>
    )
  }
  if (connection === 'login') {
    return (
      <Text fz="xs" c="orange" data-testid="farm-since">
        {t('loginHint')}
      </Text>
    )
  }
  return (
    <Text fz="xs" c="dimmed" data-testid="farm-since">
      {lastReading ? t('lastReading', { time: ago(lastReading) }) : ' '}
    </Text>
  )
}
