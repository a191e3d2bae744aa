import { ActionIcon, Textarea } from '@mantine/core'
import { useMergedRef } from '@mantine/hooks'
import { IconSend } from '@tabler/icons-react'
import { forwardRef, memo, useMemo, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { appendConsoleLine, sendConsoleCommand, useCommandHistory, useConsoleStore } from '../../state/console'
import { useGrowingTextarea } from '../../ui/use-growing-textarea'
import { completeCommand } from './completion'
import { HISTORY_START, stepHistory, type HistoryCursor } from './history-cursor'

interface ConsoleInputProps {
  value: string
  onChange: (value: string) => void
}

/** The command line: Enter sends (Shift+Enter adds a line), ↑/↓ walk the history, Tab completes. */
export const ConsoleInput = memo(
  forwardRef<HTMLTextAreaElement, ConsoleInputProps>(function ConsoleInput({ value, onChange }, ref) {
  const { t } = useTranslation('console')
  const history = useCommandHistory()
  const availableCommands = useConsoleStore((s) => s.availableCommands)
  const commands = useMemo(() => Object.keys(availableCommands), [availableCommands])
  const cursor = useRef<HistoryCursor>(HISTORY_START)
  const growing = useGrowingTextarea(value, 6)
  const textarea = useMergedRef(ref, growing)

  const send = () => {
    if (!value.trim()) return
    void sendConsoleCommand(value)
    cursor.current = HISTORY_START
    onChange('')
  }

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault()
      send()
    } else if ((e.key === 'ArrowUp' || e.key === 'ArrowDown') && !value.includes('\n')) {
      const step = stepHistory(history, cursor.current, value, e.key === 'ArrowUp' ? 'older' : 'newer')
      if (!step) return
      e.preventDefault()
      cursor.current = step.cursor
      onChange(step.value)
    } else if (e.key === 'Tab' && !e.shiftKey && value.trim()) {
      e.preventDefault()
      const completion = completeCommand(value, commands)
      if (completion.candidates.length > 1) appendConsoleLine(t('candidates', { list: completion.candidates.join(', ') }))
      if (completion.value !== value) onChange(completion.value)
    }
  }

  return (
    <Textarea
      ref={textarea}
      rows={1}
      aria-label={t('inputLabel')}
      placeholder={t('inputPlaceholder')}
      value={value}
      onChange={(e) => {
        cursor.current = HISTORY_START
        onChange(e.currentTarget.value)
      }}
      onKeyDown={onKeyDown}
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      spellCheck={false}
      data-testid="console-input"
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      rightSection={
        <ActionIcon variant="subtle" onClick={send} aria-label={t('send')} disabled={!value.trim()}>
          <IconSend size={18} />
        </ActionIcon>
      }
    />
  )
}))
