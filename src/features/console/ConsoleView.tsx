import { Stack } from '@mantine/core'
import { IconTerminal2 } from '@tabler/icons-react'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUiSetting } from '../../state/ui-settings'
import { Card } from '../../ui/Card'
import { ConsoleActions } from './ConsoleActions'
import { ConsoleInput } from './ConsoleInput'
import { ConsoleLog } from './ConsoleLog'
import classes from './Console.module.css'

/** The console as a dashboard card (300 px) or as the full /console page (window height − 236 px). */
export function ConsoleView({ variant }: { variant: 'card' | 'page' }) {
  const { t } = useTranslation('console')
  const flipped = useUiSetting<boolean>('general.flipConsoleLayout')
  const [command, setCommand] = useState('')
  const inputRef = useRef<HTMLTextAreaElement>(null)

  const recallCommand = useCallback((text: string) => {
    setCommand(text)
    inputRef.current?.focus()
  }, [])

  const log = (
    <ConsoleLog
      flipped={flipped}
      heightClass={variant === 'page' ? classes.pageHeight : classes.cardHeight}
      onCommandClick={recallCommand}
    />
  )
  const input = <ConsoleInput ref={inputRef} value={command} onChange={setCommand} />

  return (
    <Card title={t('title')} icon={<IconTerminal2 size={20} />} actions={<ConsoleActions />} testId={variant === 'page' ? 'console-page' : 'console-card'}>
      <Stack gap="xs">
        {flipped ? input : log}
        {flipped ? log : input}
      </Stack>
    </Card>
  )
}
