import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Dialog } from '../../ui/Dialog'
import { openResult } from './open-result'
import { useFileItems, useTextItems } from './palette-items'
import { ResultList } from './ResultList'

type Mode = 'files' | 'text'

/** Search everywhere: file names in every root and folder, or the text of the config files. */
export default function SearchPalette({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('files')
  const navigate = useNavigate()
  const [mode, setMode] = useState<Mode>('files')
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const fileItems = useFileItems(mode === 'files' ? query : '')
  const textItems = useTextItems(mode === 'text' ? query : '')
  const items = mode === 'files' ? fileItems : textItems
  const current = Math.min(active, Math.max(0, items.count - 1))

  const choose = (i: number) => {
    if (i >= items.count) return
    const { file, line } = items.target(i)
    onClose()
    openResult(file, (to) => void navigate(to), line)
  }
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0
    if (step) {
      e.preventDefault()
      setActive(Math.max(0, Math.min(items.count - 1, current + step)))
    } else if (e.key === 'Enter') {
      e.preventDefault()
      choose(current)
    }
  }

  return (
    <Dialog opened onClose={onClose} withCloseButton={false} size="lg" yOffset="8vh" padding="sm" transitionProps={{ duration: 0 }} aria-label={t('search.files')} name="search">
      <Stack gap="xs" data-testid="search-palette">
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(m) => {
            setMode(m === 'text' ? 'text' : 'files')
            setActive(0)
          }}
          data={[
            { value: 'files', label: t('search.files') },
            { value: 'text', label: t('search.text') },
          ]}
          data-testid="search-mode"
        />
        <TextInput
          data-autofocus
          leftSection={<IconSearch size={16} />}
          placeholder={mode === 'files' ? t('search.placeholder_files') : t('search.placeholder_text')}
          aria-label={mode === 'files' ? t('search.placeholder_files') : t('search.placeholder_text')}
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-expanded={items.count > 0}
          aria-controls="search-results"
          aria-activedescendant={items.count > 0 ? `search-result-${current}` : undefined}
          data-testid="search-input"
        />
        {items.heading && (
          <Text size="xs" c="dimmed" fw={600}>
            {items.heading}
          </Text>
        )}
        <ResultList count={items.count} active={current} onActive={setActive} onChoose={choose} row={items.row} />
        {items.notes.map((note) => (
          <Text key={note} size="xs" c="dimmed" data-testid="search-note">
            {note}
          </Text>
        ))}
        <Text size="xs" c="dimmed" visibleFrom="sm">
          {t('search.hint')}
        </Text>
      </Stack>
    </Dialog>
  )
}
