import { Affix } from '@mantine/core'
import { EmergencyStopButton } from './EmergencyStopButton'

/** The red emergency stop that phones get in reach of a thumb. */
export function MobileEstop() {
  return (
    <Affix position={{ bottom: 48, left: 16 }} hiddenFrom="sm">
      <EmergencyStopButton size="xl" />
    </Affix>
  )
}
