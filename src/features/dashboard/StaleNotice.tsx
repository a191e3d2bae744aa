import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatTime } from '../../lib/datetime'
import { useDateTimePrefs } from '../../state/datetime-prefs'
import { useStaleReadingsTime } from '../../state/printer-selectors'

/**
 * "Last readings as of 12:04:31" (in the user's time format) while the printer's last readings stand in
 * for live ones; nothing otherwise. Its text is in the app's own namespace: the disconnected banner
 * shows it too, when the host that serves translations may be the one away.
 */
export function StaleNotice() {
  const { t } = useTranslation()
  const prefs = useDateTimePrefs()
  const readAt = useStaleReadingsTime()
  if (readAt === null) return null
  return (
    <Text size="sm" c="dimmed" mb={4} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="stale-as-of">
      {t('app:stale.asOf', { time: formatTime(new Date(readAt), prefs, true) })}
    </Text>
  )
}
