import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconArrowsVertical } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { TESTZ_STEPS } from '../../lib/gcode/manual-probe'
import { formatNumber } from '../../lib/format'
import { abortProbe, acceptProbe, bisectProbeZ, moveProbeZ } from '../../state/actions/manual-probe'
import { usePrinterField } from '../../state/printer-fields'
import { useWait } from '../../state/waits'
import { Dialog } from '../../ui/Dialog'

const mm = (z: number | null | undefined) => (typeof z === 'number' ? formatNumber(z, 3) : '?')

/**
 * Klipper's manual Z probe ("paper test"), whoever started it (MANUAL_PROBE, Z_ENDSTOP_CALIBRATE, a
 * mesh or probe calibration on a printer without a probe): open exactly while the printer has a
 * session, with its Z position, the heights tried around it, TESTZ steps, Accept and Abort.
 */
export default function ManualProbeDialog() {
  const { t } = useTranslation('dashboard')
  const active = usePrinterField('manual_probe', 'is_active') === true
  const z = usePrinterField('manual_probe', 'z_position')
  const lower = usePrinterField('manual_probe', 'z_position_lower')
  const upper = usePrinterField('manual_probe', 'z_position_upper')
  const busy = useWait('manualProbe')
  if (!active) return null
  const step = (dz: number) => (
    <Button key={dz} variant="default" size="sm" px={4} disabled={busy} onClick={() => void moveProbeZ(dz)} data-testid="testz">
      {dz > 0 ? '+' : '−'}
      {formatNumber(Math.abs(dz), 2)}
    </Button>
  )
  return (
    <Dialog opened onClose={() => void abortProbe()} title={t('manualProbe.title')} centered name="manual-probe" data-testid="manual-probe" closeButtonProps={{ 'aria-label': t('manualProbe.abort') }}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('manualProbe.hint')}
        </Text>
        <Group justify="space-between" align="baseline">
          <Text size="sm">{t('manualProbe.position')}</Text>
          <Text fw={700} fz="xl" ff="monospace" data-testid="probe-z">
            {mm(z)}
          </Text>
        </Group>
        {(lower != null || upper != null) && (
          <Text size="xs" c="dimmed" ta="end" data-testid="probe-tried">
            {t('manualProbe.tried', { lower: mm(lower), upper: mm(upper) })}
          </Text>
        )}
        <SimpleGrid cols={4} spacing={6}>
          {TESTZ_STEPS.map((s) => step(-s))}
          {TESTZ_STEPS.map((s) => step(s))}
        </SimpleGrid>
        <Group grow gap={6} align="stretch">
          <Button variant="light" h="auto" mih={36} styles={{ label: { whiteSpace: 'normal' } }} leftSection={<IconArrowsVertical size={16} />} disabled={busy} onClick={() => void bisectProbeZ('down')}>
            {t('manualProbe.bisectDown')}
          </Button>
          <Button variant="light" h="auto" mih={36} styles={{ label: { whiteSpace: 'normal' } }} leftSection={<IconArrowsVertical size={16} />} disabled={busy} onClick={() => void bisectProbeZ('up')}>
            {t('manualProbe.bisectUp')}
          </Button>
        </Group>
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" color="red" disabled={busy} onClick={() => void abortProbe()}>
            {t('manualProbe.abort')}
          </Button>
          <Button disabled={busy} onClick={() => void acceptProbe()}>
            {t('manualProbe.accept')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  )
}
