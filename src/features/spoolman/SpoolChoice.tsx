import { Alert, Loader, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSpoolmanStore } from '../../state/spoolman/spoolman'
import { SpoolList } from './SpoolList'
import { useSpools } from './use-spools'

/** The list of spools inside a dialog, with its loading and failure states. */
export function SpoolChoice({ selected, onSelect, onChoose }: { selected: number | null; onSelect: (id: number) => void; onChoose: (id: number) => void }) {
  const { t } = useTranslation('spoolman')
  const { spools, error } = useSpools(true)
  const activeId = useSpoolmanStore((s) => s.activeSpoolId)
  if (error && !spools) {
    return (
      <Alert color="red" data-testid="spool-list-error">
        {t('loadFailed', { message: error })}
      </Alert>
    )
  }
  if (!spools) {
    return (
      <Text size="sm" c="dimmed">
        <Loader size="xs" mr="xs" />
        {t('loading')}
      </Text>
    )
  }
  return <SpoolList spools={spools} selected={selected} activeId={activeId} onSelect={onSelect} onChoose={onChoose} />
}
