import { Box } from '@mantine/core'
import { EmergencyStopButton } from './EmergencyStopButton'

/** The red emergency stop that phones get in reach of a thumb (bottom left, clear of Send buttons). */
export function MobileEstop() {
  return (
    <Box hiddenFrom="sm" style={{ position: 'fixed', left: 16, bottom: 48, zIndex: 200 }}>
      <EmergencyStopButton size="xl" />
    </Box>
  )
}
