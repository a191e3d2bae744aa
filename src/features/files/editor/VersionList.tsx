import { NavLink, ScrollArea, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ConfigVersion } from '../../../lib/files/config-versions'
import { formatDateTime } from '../../../lib/datetime'
import { formatFileSize } from '../../../lib/format'
import { useDateTimePrefs } from '../../../state/datetime-prefs'

/** The list entry comparing the whole config with what Klipper read at its last start. */
export const SINCE_KLIPPER_START = '@klipper-start'

interface VersionListProps {
  versions: ConfigVersion[] | null
  selected: string | null
  /** Offer the comparison with Klipper's running config first (Klipper config files). */
  sinceStart: boolean
  onSelect(name: string): void
}

/** A file's kept versions, newest first: when each was replaced, and its size. */
export function VersionList({ versions, selected, sinceStart, onSelect }: VersionListProps) {
  const { t } = useTranslation('files')
  const prefs = useDateTimePrefs()
  return (
    <ScrollArea.Autosize mah="100%" type="auto" data-testid="history-list">
      {sinceStart && (
        <NavLink
          active={selected === SINCE_KLIPPER_START}
          onClick={() => onSelect(SINCE_KLIPPER_START)}
          label={t('editor.history.since_start')}
          description={t('editor.history.since_start_detail')}
          data-testid="history-since-start"
        />
      )}
      {versions === null && <Text c="dimmed" p="sm">{t('editor.history.loading')}</Text>}
      {versions?.length === 0 && <Text c="dimmed" p="sm" data-testid="history-empty">{t('editor.history.empty')}</Text>}
      {versions?.map((v) => (
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
