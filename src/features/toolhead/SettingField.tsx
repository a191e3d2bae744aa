import { TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import type { Checked, RuleError } from '../../lib/input-rules'

interface Props<T> {
  label: string
  description?: string
  /** The saved value as text. */
  saved: string
  check(text: string): Checked<T>
  onSave(value: T): void
  errorMessage(error: RuleError): string
  testId?: string
}

/**
 * A settings text field that validates as the user types and saves on Enter or blur only when
 * valid; an invalid value stays on screen with its message and nothing is saved (DESIGN: forms).
 */
export function SettingField<T>({ label, description, saved, check, onSave, errorMessage, testId }: Props<T>) {
  const [text, setText] = useState(saved)
  const [focused, setFocused] = useState(false)
  useEffect(() => {
    if (!focused) setText(saved)
  }, [saved, focused])
  const result = check(text)
  const commit = () => {
    if (result.ok && text !== saved) onSave(result.value)
  }
  return (
    <TextInput
      label={label}
      description={description}
      value={text}
      error={result.ok ? null : errorMessage(result.error)}
      data-testid={testId}
      onFocus={() => setFocused(true)}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={() => {
        setFocused(false)
        commit()
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit()
      }}
    />
  )
}
