import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconDeviceFloppy, IconRestore } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { zAdjust, zOffsetReset } from '../../lib/gcode/motion'
import { saveConfigAndRestart } from '../../state/actions/save-config'
import { storeZOffset } from '../../state/actions/motion'
import { setPrinterValue } from '../../state/actions/printer-values'
import { usePrinter } from '../../state/printer-fields'
import { useHomedAxes } from '../../state/printer-selectors'
import { useUiSetting } from '../../state/settings/settings'
import { useAllowed } from '../../state/use-allowed'
import { useWait } from '../../state/waits'
import { confirm } from '../../ui/confirm'
import { usePendingValue } from '../../ui/use-pending-value'
import { useProbeSection } from './use-toolhead'
import { formatMm, formatNumberUpTo } from '../../lib/format'
import { Tooltip } from '../../ui/tooltip'
import { SegmentedChoice } from '../../ui/SegmentedChoice'

/** Babystepping of the Z offset, and storing it into the endstop or probe config (then SAVE_CONFIG). */
export function ZOffsetControls() {
  const { t } = useTranslation('dashboard')
  const allowed = useAllowed(setPrinterValue.allowed)
  const canStore = useAllowed(storeZOffset.allowed)
  const zHomed = useHomedAxes().includes('z')
  // Each step shows at once, added to the steps the printer has not reported yet.
  const offset = usePendingValue(
    usePrinter((p) => p.object('gcode_move')?.homing_origin?.[2] ?? 0),
    { label: t('toolhead.zOffset'), same: (a, b) => a.toFixed(3) === b.toFixed(3), format: (v) => formatMm(v, 3) },
  )
  const distances = useUiSetting('general.zAdjustDistances')
  const probe = useProbeSection()
  const [distance, setDistance] = useState(String(distances[0]))
  const applying = useWait('z-offset-apply')

  useEffect(() => {
    if (!distances.map(String).includes(distance)) setDistance(String(distances[0]))
  }, [distances, distance])

  const adjust = (direction: 1 | -1) => {
    const step = Number(distance) * direction
    offset.send(offset.shown + step, () => setPrinterValue(zAdjust(step, zHomed)))
  }
  const apply = async () => {
    if ((await storeZOffset(probe ? 'probe' : 'endstop')) === undefined) return
    const save = await confirm({ title: t('toolhead.saveConfigTitle'), message: t('toolhead.saveConfigMessage'), confirmLabel: t('toolhead.saveAndRestart'), cancelLabel: t('toolhead.later') })
    if (save) void saveConfigAndRestart()
  }
  const offsetShown = Math.abs(offset.shown) < 0.0005 ? 0 : offset.shown

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {t('toolhead.zOffset')}{' '}
          <Text span fw={600} data-testid="z-offset">
            {formatMm(offsetShown, 3)}
          </Text>
        </Text>
        <Group gap={4}>
          <Tooltip label={t('toolhead.zOffsetReset')}>
            <ActionIcon variant="subtle" color="gray" disabled={!allowed || offsetShown === 0} onClick={() => offset.send(0, () => setPrinterValue(zOffsetReset(zHomed)))} aria-label={t('toolhead.zOffsetReset')}>
              <IconRestore size={16} />
            </ActionIcon>
          </Tooltip>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={!canStore || offsetShown === 0}
            loading={applying}
            onClick={() => void apply()}
          >
            {probe ? t('toolhead.zOffsetApplyProbe') : t('toolhead.zOffsetApplyEndstop')}
          </Button>
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <SegmentedChoice value={distance} onChange={setDistance} data={distances.map((d) => ({ value: String(d), label: formatNumberUpTo(d, 4) }))} label={t('toolhead.zAdjustDistance')} style={{ flex: 1 }} />
        <ActionIcon variant="default" disabled={!allowed} onClick={() => adjust(-1)} aria-label={t('toolhead.zDown', { distance: formatNumberUpTo(Number(distance), 4) })}>
          <IconArrowDown size={16} />
        </ActionIcon>
        <ActionIcon variant="default" disabled={!allowed} onClick={() => adjust(1)} aria-label={t('toolhead.zUp', { distance: formatNumberUpTo(Number(distance), 4) })}>
          <IconArrowUp size={16} />
        </ActionIcon>
      </Group>
    </Stack>
  )
}
