import { NavLink, ScrollArea, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ConfigVersion } from '../../../lib/files/config-versions'
import { formatDateTime } from '../../../lib/datetime'
import { formatFileSize } from '../../../lib/format'
import { useDateTimePrefs } from '../../../state/datetime-prefs'

interface VersionListProps {
  versions: ConfigVersion[] | null
  selected: string | null
  onSelect(name: string): void
}

/** A file's kept versions, newest first: when each was replaced, and its size. */
export function VersionList({ versions, selected, onSelect }: VersionListProps) {
  const { t } = useTranslation('files')
  const prefs = useDateTimePrefs()
  if (versions === null) return <Text c="dimmed" p="sm">{t('editor.history.loading')}</Text>
  if (versions.length === 0) return <Text c="dimmed" p="sm" data-testid="history-empty">{t('editor.history.empty')}</Text>
  return (
    <ScrollArea.Autosize mah="100%" type="auto" data-testid="history-list">
      {versions.map((v) => (
        <NavLink
          key={v.name}
          active={v.name === selected}
          onClick={() => onSelect(v.name)}
          label={formatDateTime(new Date(v.modified * 1000), prefs)}
          description={formatFileSize(v.size)}
          data-testid="history-version"
        />
      ))}
    </ScrollArea.Autosize>
  )
}
