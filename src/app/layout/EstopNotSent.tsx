import { Alert } from '@mantine/core'
import { IconAlertOctagon } from '@tabler/icons-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useEstopNotSent } from '../../state/estop'

/**
 * Said in the disconnected banner, under the app bar's emergency stop, once it was clicked without a
 * connection: plainly that nothing was sent, why, and what stops the printer instead. It stays while
 * the connection is down, and goes when the printer is back (the banner goes), from when the button
 * works again.
 */
export function EstopNotSent() {
  const { t } = useTranslation()
  const notSent = useEstopNotSent((s) => s.notSent)
  useEffect(() => () => useEstopNotSent.setState({ notSent: false }), [])
  if (!notSent) return null
  return (
    <Alert color="red.8" variant="filled" role="alert" icon={<IconAlertOctagon />} title={t('estop.notSent', 'Emergency stop not sent')} mb="sm" data-testid="estop-not-sent">
      {t('estop.notSentReason', 'No connection to the printer. To stop it now, switch off its power.')}
    </Alert>
  )
}
