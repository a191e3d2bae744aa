import { Group, Switch, Text } from '@mantine/core'
import { setPin } from '../../lib/gcode/outputs'
import { prettyName } from '../../lib/printer-objects'
import { setPrinterValue } from '../../state/actions/printer-values'
import { useAllowed } from '../../state/use-allowed'
import { useConfigValue, usePrinterNumber } from '../../state/printer-fields'
import { SliderWithInput } from '../../ui/SliderWithInput'
import { useOnOff } from '../../ui/use-on-off'
import { usePendingValue } from '../../ui/use-pending-value'
import { useRuleMessage } from '../../ui/use-rule-message'

/** A digital pin's switch: the user's last choice shows at once, each one is sent. */
function DigitalPin({ name, label, allowed }: { name: string; label: string; allowed: boolean }) {
  const onOff = useOnOff()
  const reported = (usePrinterNumber(name, 'value') ?? 0) > 0
  const { shown, send } = usePendingValue(reported, { label, format: onOff })
  return (
    <Group justify="space-between" data-testid={`pin-${name}`}>
      <Text size="sm">{label}</Text>
      <Switch
        checked={shown}
        disabled={!allowed}
        aria-label={label}
        onChange={(e) => {
          const on = e.currentTarget.checked
          send(on, () => setPrinterValue(setPin(name, on ? 1 : 0)))
        }}
      />
    </Group>
  )
}

/**
 * An output pin. Klipper reports `value` from 0 to 1; SET_PIN takes the pin's own scale, so a PWM
 * pin with scale 100 shows and sends 0–100. Digital pins are a switch.
 */
export function PinControl({ name }: { name: string }) {
  const ruleMessage = useRuleMessage()
  const allowed = useAllowed(setPrinterValue.allowed)
  const value = usePrinterNumber(name, 'value') ?? 0
  const pwm = useConfigValue(name, 'pwm') ?? false
  const scale = useConfigValue(name, 'scale') ?? 1
  const label = prettyName(name)

  if (!pwm) return <DigitalPin name={name} label={label} allowed={allowed} />

  const decimals = scale <= 1 ? 2 : 0
  return (
    <SliderWithInput
      label={label}
      value={Number((value * scale).toFixed(decimals))}
      min={0}
      max={scale}
      step={scale <= 1 ? 0.01 : 1}
      decimals={decimals}
      disabled={!allowed}
      errorMessage={ruleMessage}
      onCommit={(v) => setPrinterValue(setPin(name, v))}
      testId={`pin-${name}`}
    />
  )
}
