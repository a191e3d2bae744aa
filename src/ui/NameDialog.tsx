import { Button, Group, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Checked } from '../lib/input-rules'
import { useRuleMessage } from './use-rule-message'
import { Dialog } from './Dialog'

export interface NameDialogProps {
  title: string
  label: string
  initial: string
  /** The SPEC §5 rule for this name (required, unique, …). */
  check(value: string): Checked<string>
  submitLabel?: string
  onSubmit(name: string): void
  onClose(): void
}

/**
 * The one dialog that asks for a name (files, folders, macro categories …). Nothing is submitted until
 * the rule passes; a name that is already taken shows at once, 'Required' once the user has typed.
 */
export function NameDialog({ title, label, initial, check, submitLabel, onSubmit, onClose }: NameDialogProps) {
  const { t } = useTranslation()
  const message = useRuleMessage()
  const [value, setValue] = useState(initial)
  const [touched, setTouched] = useState(false)
  const checked = check(value)
  const error = !checked.ok && (touched || checked.error.code !== 'required') ? message(checked.error) : undefined
  return (
    <Dialog opened onClose={onClose} title={title} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          setTouched(true)
          if (checked.ok) onSubmit(checked.value)
        }}
      >
        <Stack>
          <TextInput
            label={label}
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value)
              setTouched(true)
            }}
            error={error}
            data-autofocus
            data-testid="name-input"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('app.cancel', 'Cancel')}
            </Button>
            <Button type="submit">
              {submitLabel ?? t('app.save', 'Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  )
}
