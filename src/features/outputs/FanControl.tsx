import { Group, Progress, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { setFanSpeed } from '../../lib/gcode/fans'
import { checkFanSpeed, snapFanSpeed } from '../../lib/input-rules'
import { isControllableFan, prettyName } from '../../lib/printer-objects'
import { setPrinterValue } from '../../state/actions/printer-values'
import { useAllowed } from '../../state/use-allowed'
import { useConfigValue, usePrinterNumber } from '../../state/printer-fields'
import { SliderWithInput } from '../../ui/SliderWithInput'
import { useRuleMessage } from '../../ui/use-rule-message'
import { formatPercent } from '../../lib/format'

/** A fan: a slider for the part fan and fan_generic, a read-only gauge for the others. */
export function FanControl({ name }: { name: string }) {
  const { t } = useTranslation('dashboard')
  const ruleMessage = useRuleMessage()
  const allowed = useAllowed(setPrinterValue.allowed)
  const speed = Math.round((usePrinterNumber(name, 'speed') ?? 0) * 100)
  const rpm = usePrinterNumber(name, 'rpm')
  const offBelow = useConfigValue(name, 'off_below')
  const label = name === 'fan' ? t('outputs.partFan') : prettyName(name)
  const rpmText = rpm !== undefined && rpm !== null ? ` · ${Math.round(rpm)} RPM` : ''

  if (!isControllableFan(name)) {
    return (
      <Stack gap={4} data-testid={`fan-${name}`}>
        <Group justify="space-between">
          <Text size="sm">{label}</Text>
          <Text size="sm" c="dimmed">
            {formatPercent(speed)}
            {rpmText}
          </Text>
        </Group>
        <Progress value={speed} size="sm" aria-label={label} />
      </Stack>
    )
  }

  return (
    <SliderWithInput
      label={`${label}${rpmText}`}
      value={speed}
      min={0}
      max={100}
      unit="%"
      disabled={!allowed}
      snap={(v) => snapFanSpeed(v, offBelow)}
      validate={(v) => {
        const c = checkFanSpeed(v, offBelow)
        return c.ok ? null : c.error
      }}
      errorMessage={ruleMessage}
      onCommit={(v) => setPrinterValue(setFanSpeed(name, v))}
      testId={`fan-${name}`}
    />
  )
}
