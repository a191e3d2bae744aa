import { Alert } from '@mantine/core'
import { IconAlertOctagon } from '@tabler/icons-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useEstopNotSent } from '../../state/estop'

/** How long the disconnected banner says it, unless the printer is back sooner. */
const SAID_MS = 15_000
const forget = () => useEstopNotSent.setState({ at: null })

/**
 * Said in the disconnected banner, under the app bar's emergency stop, right after it was clicked
 * without a connection: plainly that nothing was sent, why, and what stops the printer instead.
 * Forgotten when the printer is back (the banner goes), from when the button works again.
 */
export function EstopNotSent() {
  const { t } = useTranslation()
  const at = useEstopNotSent((s) => s.at)
  useEffect(() => {
    if (at === null) return
    const timer = setTimeout(forget, Math.max(0, at + SAID_MS - Date.now()))
    return () => clearTimeout(timer)
  }, [at])
  useEffect(() => forget, [])
  if (at === null) return null
  return (
    <Alert color="red.8" variant="filled" role="alert" icon={<IconAlertOctagon />} title={t('estop.notSent', 'Emergency stop not sent')} mb="sm" data-testid="estop-not-sent">
      {t('estop.notSentReason', 'There is no connection to the printer, so nothing reached it. If it must stop now, switch off its power.')}
    </Alert>
  )
}
