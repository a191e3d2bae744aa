import { TextInput } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { setTarget } from '../../lib/gcode/heaters'
import { checkTemperatureTarget } from '../../lib/input-rules'
import { prettyName } from '../../lib/printer-objects'
import { setPrinterValue } from '../../state/actions/printer-values'
import { useConfigValue, usePrinterNumber } from '../../state/printer-fields'
import { useAllowed } from '../../state/use-allowed'
import { usePendingValue } from '../../ui/use-pending-value'
import { useRuleMessage } from '../../ui/use-rule-message'

/**
 * A heater or temperature fan target. Applied on Enter (SPEC §5): empty means 0, out-of-range
 * values show the rule's message and send nothing.
 */
export function TargetInput({ name }: { name: string }) {
  const { t } = useTranslation('dashboard')
  const ruleMessage = useRuleMessage()
  const allowed = useAllowed(setPrinterValue.allowed)
  const label = t('thermals.targetOf', { name: prettyName(name) })
  // After a sent target the typed value stays until the printer reports it.
  const { shown: target, send } = usePendingValue(usePrinterNumber(name, 'target') ?? 0, { label, format: (v) => `${v} °C` })
  const min = useConfigValue(name, 'min_temp')
  const max = useConfigValue(name, 'max_temp')
  const shown = String(Math.round(target * 10) / 10)
  const [text, setText] = useState(shown)
  const focused = useRef(false)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (!focused.current) setText(shown)
  }, [shown])

  const apply = (input: HTMLInputElement) => {
    const checked = checkTemperatureTarget(text, { min, max })
    if (!checked.ok) {
      setError(ruleMessage(checked.error))
      return
    }
    setError(null)
    send(checked.value, () => setPrinterValue(setTarget(name, checked.value)))
    input.blur()
  }

  return (
    <TextInput
      size="xs"
      w={96}
      value={text}
      error={error}
      disabled={!allowed}
      inputMode="decimal"
      aria-label={label}
      data-testid={`target-${name}`}
      rightSection="°C"
      rightSectionWidth={32}
      onFocus={(e) => {
        focused.current = true
        e.currentTarget.select()
      }}
      onBlur={() => {
        focused.current = false
        setError(null)
        setText(shown)
      }}
      onChange={(e) => {
        setText(e.currentTarget.value)
        setError(null)
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply(e.currentTarget)
        if (e.key === 'Escape') {
          e.currentTarget.blur()
        }
      }}
    />
  )
}
