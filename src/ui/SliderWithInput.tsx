import { ActionIcon, Group, Slider, Text, TextInput } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconLock, IconLockOpen, IconRestore } from '@tabler/icons-react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumberUpTo } from '../lib/format'
import { checkSliderInput, type RuleError } from '../lib/input-rules'
import { useRuleMessage } from './use-rule-message'
import classes from './SliderWithInput.module.css'
import { usePendingValue } from './use-pending-value'
import { Tooltip } from './tooltip'

export interface SliderWithInputProps {
  label: string
  value: number
  /**
   * Called once the user lets go of the slider or confirms a valid number; it sends the value. Return
   * the action's promise: a refusal (false or undefined) takes the shown value back at once.
   */
  onCommit(value: number): unknown
  min?: number
  max?: number
  step?: number
  /** Typed values above max are accepted and raise the max (SPEC §5). */
  overridable?: boolean
  unit?: string
  disabled?: boolean
  /** Shows a reset button that commits this value. */
  resetValue?: number
  resetLabel?: string
  /** Decimals shown in the number box. */
  decimals?: number
  /** Maps a dragged value before it is committed (the fan off_below snap). */
  snap?: (value: number) => number
  /** A further rule for typed values (e.g. the fan off_below rule). */
  validate?: (value: number) => RuleError | null
  errorMessage?: (error: RuleError) => string
  lockLabels?: { lock: string; unlock: string }
  testId?: string
}

/** The number box's text: a '.' decimal like every value the printer takes (the slider's label follows the locale). */
const format = (value: number, decimals: number) => (Number.isFinite(value) ? String(Number(value.toFixed(decimals))) : '')

/**
 * A slider with a number box. The slider drags freely and commits on release; the number box
 * commits on Enter or blur when valid, otherwise shows the rule's message and reverts on blur.
 * On phones the slider starts locked so scrolling the page cannot change a printer setting.
 */
export function SliderWithInput(props: SliderWithInputProps) {
  const { label, value, onCommit, min = 0, step = 1, overridable, unit, disabled, resetValue, decimals = 0, snap } = props
  const { t } = useTranslation()
  const ruleMessage = useRuleMessage()
  const errorMessage = props.errorMessage ?? ruleMessage
  const resetLabel = props.resetLabel ?? t('app.reset')
  const isPhone = useMediaQuery('(max-width: 48em)')
  const [unlocked, setUnlocked] = useState(false)
  const [dragging, setDragging] = useState<number | null>(null)
  const [text, setText] = useState(format(value, decimals))
  const [error, setError] = useState<string | null>(null)
  const [raisedMax, setRaisedMax] = useState<number | null>(null)
  const max = Math.max(props.max ?? 100, raisedMax ?? 0, overridable ? value : 0)

  // What the user last sent, shown until the printer reports it.
  const { shown: current, send, awaiting } = usePendingValue(value, {
    label,
    same: (a, b) => format(a, decimals) === format(b, decimals),
    format: (v) => `${formatNumberUpTo(v, decimals)}${unit ? ` ${unit}` : ''}`,
  })
  const [editing, setEditing] = useState(false)
  const skipBlur = useRef(false)
  useEffect(() => {
    if (!editing) setText(format(current, decimals))
  }, [current, decimals, editing])

  const locked = isPhone && !unlocked
  const shown = dragging ?? current

  const commit = (next: number) => {
    // The shown value is what the printer has only once nothing sent is awaiting its report.
    if (next === current && !awaiting) return
    send(next, () => onCommit(next))
  }

  const commitText = (): boolean => {
    const checked = checkSliderInput(text, { min, max: props.max ?? 100, overridable })
    if (!checked.ok) {
      setError(errorMessage(checked.error))
      return false
    }
    const extra = props.validate?.(checked.value)
    if (extra) {
      setError(errorMessage(extra))
      return false
    }
    setError(null)
    if (checked.value > (props.max ?? 100)) setRaisedMax(checked.value)
    commit(checked.value)
    return true
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      if (commitText()) {
        skipBlur.current = true
        ;(e.target as HTMLInputElement).blur()
      }
    } else if (e.key === 'Escape') {
      setText(format(current, decimals))
      setError(null)
      skipBlur.current = true
      ;(e.target as HTMLInputElement).blur()
    }
  }

  return (
    <div className={classes.root} data-testid={props.testId}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="sm" className={classes.label} truncate>
          {label}
        </Text>
        <Group gap={4} wrap="nowrap">
          {resetValue !== undefined && (
            <Tooltip label={resetLabel}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                disabled={disabled || current === resetValue}
                onClick={() => commit(resetValue)}
                aria-label={`${resetLabel} ${label}`}
              >
                <IconRestore size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          {isPhone && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              onClick={() => setUnlocked((u) => !u)}
              aria-label={locked ? (props.lockLabels?.unlock ?? t('app.unlock')) : (props.lockLabels?.lock ?? t('app.lock'))}
            >
              {locked ? <IconLock size={16} /> : <IconLockOpen size={16} />}
            </ActionIcon>
          )}
          <TextInput
            size="xs"
            className={classes.input}
            value={text}
            error={error}
            disabled={disabled}
            inputMode="decimal"
            aria-label={label}
            rightSection={
              unit ? (
                <Text size="xs" c="dimmed" pr={6} style={{ whiteSpace: 'nowrap' }}>
                  {unit}
                </Text>
              ) : undefined
            }
            // Room for the unit and a gap before it: '3000' never touches 'mm/s²'.
            rightSectionWidth={unit ? 14 + unit.length * 7 : undefined}
            onFocus={() => setEditing(true)}
            onChange={(e) => {
              setText(e.currentTarget.value)
              setError(null)
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setEditing(false)
              if (skipBlur.current) {
                skipBlur.current = false
                return
              }
              if (!commitText()) {
                setText(format(current, decimals))
                setError(null)
              }
            }}
          />
        </Group>
      </Group>
      <Slider
        className={classes.slider}
        value={Math.min(shown, max)}
        min={min}
        max={max}
        step={step}
        disabled={disabled || locked}
        label={(v) => `${formatNumberUpTo(v, decimals)}${unit ? ` ${unit}` : ''}`}
        thumbLabel={label}
        onChange={(v) => setDragging(v)}
        onChangeEnd={(v) => {
          setDragging(null)
          commit(snap ? snap(v) : v)
        }}
      />
    </div>
  )
}
