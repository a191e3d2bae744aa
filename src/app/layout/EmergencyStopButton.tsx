import { ActionIcon, Button } from '@mantine/core'
import { IconAlertOctagon } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useSocketOpen } from '../../state/session'
import { requestEmergencyStop } from '../../state/estop'

/**
 * The one emergency stop of every screen, in the app bar: labelled where the bar has room, an
 * octagon with the same accessible name on a phone. It has a place of its own, so it never lies
 * over a control the way a floating button would. A deep red in both themes: white on the dark
 * theme's lighter red reads too faintly for this one button.
 *
 * Without a connection to the printer it turns to an outline, and a click tells plainly, in the
 * disconnected banner just below, that nothing was sent and why. It stays clickable: a user in a
 * hurry learns more from that answer than from a disabled button that does nothing.
 */
export function EmergencyStopButton() {
  const { t } = useTranslation()
  const connected = useSocketOpen()
  const label = t('estop.label', 'Emergency stop')
  const look = { color: 'red.8', variant: connected ? 'filled' : 'outline', title: label }
  const stop = () => void requestEmergencyStop()
  return (
    <>
      <Button {...look} size="sm" leftSection={<IconAlertOctagon size={18} />} onClick={stop} visibleFrom="sm" data-testid="estop">
        {label}
      </Button>
      <ActionIcon {...look} size="lg" onClick={stop} aria-label={label} hiddenFrom="sm" data-testid="estop">
        <IconAlertOctagon />
      </ActionIcon>
    </>
  )
}
