import { Alert, Button, Group, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { DraftOffer } from '../../../lib/files/drafts'
import { formatDateTime } from '../../../lib/datetime'
import type { EditorLanguage } from '../../../lib/files/editor-language'
import { useDateTimePrefs } from '../../../state/datetime-prefs'
import { Dialog } from '../../../ui/Dialog'

// The comparison (and @codemirror/merge) loads only when asked for.
const DiffView = lazy(() => import('./DiffView'))

interface DraftBannerProps {
  offer: DraftOffer
  printerText: string
  language: EditorLanguage
  dark: boolean
  /** The comparison is open (its owner keeps Escape from closing the editor under it). */
  comparing: boolean
  onCompare(open: boolean): void
  onRestore(): void
  onDiscard(): void
}

/** Offers back the unsaved text this browser kept of the file; compares it with the printer's file first if asked. */
export function DraftBanner({ offer, printerText, language, dark, comparing, onCompare, onRestore, onDiscard }: DraftBannerProps) {
  const { t } = useTranslation('files')
  const prefs = useDateTimePrefs()
  const phone = useMediaQuery('(max-width: 600px)') ?? false
  return (
    <Alert color={offer.printerChanged ? 'orange' : 'blue'} radius={0} py="xs" data-testid="draft-banner">
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Text size="sm">
          {t('editor.draft.found', { time: formatDateTime(new Date(offer.draft.savedAt), prefs) })}
          {offer.printerChanged && ` ${t('editor.draft.changed')}`}
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={onRestore}>
            {t('editor.draft.restore')}
          </Button>
          <Button size="xs" variant="default" onClick={() => onCompare(true)}>
            {t('editor.draft.compare')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onDiscard}>
            {t('editor.draft.discard')}
          </Button>
        </Group>
      </Group>
      {comparing && (
        <Dialog opened onClose={() => onCompare(false)} title={t('editor.draft.compare_title')} size="90%" fullScreen={phone} name="draft" styles={{ body: { height: '70vh' } }}>
          <Suspense fallback={null}>
            <DiffView before={printerText} after={offer.draft.text} language={language} dark={dark} unified={phone} />
          </Suspense>
        </Dialog>
      )}
    </Alert>
  )
}
