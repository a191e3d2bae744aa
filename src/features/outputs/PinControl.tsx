import { Group, Switch, Text } from '@mantine/core'
import { setPin } from '../../lib/gcode/outputs'
import { prettyName } from '../../lib/printer-objects'
import { sendGcode } from '../../state/actions/gcode'
import { useKlippyReady } from '../../state/printer-selectors'
import { useConfigValue, usePrinterNumber } from '../../state/printer-fields'
import { SliderWithInput } from '../../ui/SliderWithInput'
import { useRuleMessage } from '../../ui/use-rule-message'

/**
 * An output pin. Klipper reports `value` from 0 to 1; SET_PIN takes the pin's own scale, so a PWM
 * pin with scale 100 shows and sends 0–100. Digital pins are a switch.
 */
export function PinControl({ name }: { name: string }) {
  const ruleMessage = useRuleMessage()
  const ready = useKlippyReady()
  const value = usePrinterNumber(name, 'value') ?? 0
  const pwm = useConfigValue(name, 'pwm') ?? false
  const scale = useConfigValue(name, 'scale') ?? 1
  const label = prettyName(name)

  if (!pwm) {
    return (
      <Group justify="space-between" data-testid={`pin-${name}`}>
        <Text size="sm">{label}</Text>
        <Switch checked={value > 0} disabled={!ready} aria-label={label} onChange={(e) => void sendGcode(setPin(name, e.currentTarget.checked ? 1 : 0))} />
      </Group>
    )
  }

  const decimals = scale <= 1 ? 2 : 0
  return (
    <SliderWithInput
      label={label}
      value={Number((value * scale).toFixed(decimals))}
      min={0}
      max={scale}
      step={scale <= 1 ? 0.01 : 1}
      decimals={decimals}
      disabled={!ready}
      errorMessage={ruleMessage}
      onCommit={(v) => void sendGcode(setPin(name, v))}
      testId={`pin-${name}`}
    />
  )
}
