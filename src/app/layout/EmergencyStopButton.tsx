import { ActionIcon, Button } from '@mantine/core'
import { IconAlertOctagon } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { requestEmergencyStop } from '../../state/estop'

/**
 * The one emergency stop of every screen, in the app bar: labelled where the bar has room, an
 * octagon with the same accessible name on a phone. It has a place of its own, so it never lies
 * over a control the way a floating button would.
 */
/** A deep red in both themes: white on the dark theme's lighter red reads too faintly for this one button. */
export function EmergencyStopButton() {
  const { t } = useTranslation()
  const label = t('estop.label', 'Emergency stop')
  const stop = () => void requestEmergencyStop()
  return (
    <>
      <Button color="red.8" variant="filled" size="sm" leftSection={<IconAlertOctagon size={18} />} onClick={stop} visibleFrom="sm" data-testid="estop">
        {label}
      </Button>
      <ActionIcon color="red.8" variant="filled" size="lg" onClick={stop} aria-label={label} title={label} hiddenFrom="sm" data-testid="estop">
        <IconAlertOctagon />
      </ActionIcon>
    </>
  )
}
