/**
 * The timelapse settings' form controls: each saves its one field, shows the user's last value at once
 * until the server's answer holds it, and is disabled when the server manages it.
 */
import { NumberInput, Select, Switch, TextInput } from '@mantine/core'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { checkTimelapseNumber, isBlocked, NO_LIMITS, type StepperLimits, type TimelapseNumberField } from '../../lib/timelapse/settings'
import { fromWire, isMsField, toWire } from '../../lib/timelapse/units'
import type { TimelapseSettings } from '../../moonraker/types'
import { saveTimelapseSettings } from '../../state/actions/timelapse'
import { useOnOff } from '../../ui/use-on-off'
import { usePendingValue } from '../../ui/use-pending-value'
import { useRuleMessage } from '../../ui/use-rule-message'

type Key = keyof TimelapseSettings

function useManaged(settings: TimelapseSettings, key: Key): { disabled: boolean; description?: ReactNode } {
  const { t } = useTranslation('timelapse')
  const blocked = isBlocked(settings, key)
  return { disabled: blocked, description: blocked ? t('managed') : undefined }
}

export function ToggleField({ settings, field, label }: { settings: TimelapseSettings; field: Key; label: string }) {
  const onOff = useOnOff()
  const managed = useManaged(settings, field)
  const { shown, send } = usePendingValue(!!settings[field], { label, format: onOff })
  return (
    <Switch
      label={label}
      description={managed.description}
      disabled={managed.disabled}
      checked={shown}
      onChange={(e) => {
        const on = e.currentTarget.checked
        send(on, () => saveTimelapseSettings({ [field]: on }))
      }}
      data-testid={`tl-${field}`}
    />
  )
}

export function SelectField({ settings, field, label, data }: { settings: TimelapseSettings; field: Key; label: string; data: { value: string; label: string; disabled?: boolean }[] }) {
  const managed = useManaged(settings, field)
  const { shown, send } = usePendingValue(String(settings[field] ?? ''), { label, format: (v) => data.find((d) => d.value === v)?.label ?? v })
  return (
    <Select
      label={label}
      description={managed.description}
      disabled={managed.disabled}
      data={data}
      value={shown}
      onChange={(v) => v !== null && send(v, () => saveTimelapseSettings({ [field]: v }))}
      allowDeselect={false}
      data-testid={`tl-${field}`}
    />
  )
}

export function TextField({ settings, field, label }: { settings: TimelapseSettings; field: 'time_format_code' | 'extraoutputparams' | 'pixelformat'; label: string }) {
  const managed = useManaged(settings, field)
  const { shown, send } = usePendingValue(settings[field], { label })
  const [text, setText] = useState(shown)
  useEffect(() => setText(shown), [shown])
  const commit = () => {
    // Enter, then the blur it causes: the second finds the value already shown.
    if (text !== shown) send(text, () => saveTimelapseSettings({ [field]: text }))
  }
  return (
    <TextInput
      label={label}
      description={managed.description}
      disabled={managed.disabled}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      data-testid={`tl-${field}`}
    />
  )
}

/**
 * A number the user types; shown in ms where the plugin keeps seconds. Saved on Enter or blur, and
 * only when valid (SPEC §5); an invalid value stays in the box with its message.
 */
export function NumberField({ settings, field, label, suffix, limits = NO_LIMITS }: { settings: TimelapseSettings; field: TimelapseNumberField; label: string; suffix?: string; limits?: StepperLimits }) {
  const ruleMessage = useRuleMessage()
  const managed = useManaged(settings, field)
  const { shown, send } = usePendingValue(fromWire(field, settings[field]), { label, format: (v) => `${v}${suffix ?? (isMsField(field) ? ' ms' : '')}` })
  const [text, setText] = useState<string | number>(shown)
  useEffect(() => setText(shown), [shown])
  const checked = checkTimelapseNumber(field, text, limits)
  const commit = () => {
    if (!checked.ok || checked.value === shown) return
    const value = checked.value
    send(value, () => saveTimelapseSettings({ [field]: toWire(field, value) }))
  }
  return (
    <NumberInput
      label={label}
      description={managed.description}
      disabled={managed.disabled}
      value={text}
      onChange={setText}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      error={checked.ok ? undefined : ruleMessage(checked.error)}
      suffix={suffix ?? (isMsField(field) ? ' ms' : undefined)}
      hideControls
      data-testid={`tl-${field}`}
    />
  )
}
