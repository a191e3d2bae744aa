import { Stack, TextInput } from '@mantine/core'
import { IconSearch, IconTerminal2 } from '@tabler/icons-react'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUiSetting } from '../../state/settings/settings'
import { Card } from '../../ui/Card'
import { ConsoleActions } from './ConsoleActions'
import { ConsoleInput } from './ConsoleInput'
import { ConsoleLog } from './ConsoleLog'
import classes from './Console.module.css'

/** The console as a dashboard card (300 px) or as the full /console page (window height − 236 px). */
export function ConsoleView({ variant }: { variant: 'card' | 'page' }) {
  const { t } = useTranslation('console')
  const flipped = useUiSetting('general.flipConsoleLayout')
  const [command, setCommand] = useState('')
  const [searching, setSearching] = useState(false)
  const [search, setSearch] = useState('')
  const toggleSearch = useCallback(() => {
    setSearching((on) => !on)
    setSearch('')
  }, [])
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
      search={searching ? search : ''}
    />
  )
  const input = <ConsoleInput ref={inputRef} value={command} onChange={setCommand} />

  return (
    <Card title={t('title')} icon={<IconTerminal2 size={20} />} actions={<ConsoleActions searching={searching} onToggleSearch={toggleSearch} />} testId={variant === 'page' ? 'console-page' : 'console-card'}>
      <Stack gap="xs">
        {searching && (
          <TextInput
            size="xs"
            autoFocus
            leftSection={<IconSearch size={14} />}
            placeholder={t('searchPlaceholder')}
            aria-label={t('search')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Escape' && toggleSearch()}
            data-testid="console-search"
          />
        )}
        {flipped ? input : log}
        {flipped ? log : input}
      </Stack>
    </Card>
  )
}
