import { Button, Group, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useWait } from '../../state/waits'
import { Dialog } from '../../ui/Dialog'
import { SpoolChoice } from './SpoolChoice'

interface ChangeSpoolDialogProps {
  /** The spool in place now, selected as the list opens. */
  current: number | null
  /** Puts the chosen spool in place; resolves whether it worked (the dialog then closes). */
  onUse: (spoolId: number) => Promise<boolean>
  onClose: () => void
  title?: string
}

/** "Change spool": pick one from Spoolman's list, for the printer or for one tool. */
export function ChangeSpoolDialog({ current, onUse, onClose, title }: ChangeSpoolDialogProps) {
  const { t } = useTranslation('spoolman')
  const [selected, setSelected] = useState<number | null>(current)
  const busy = useWait('spool')
  const choose = async (id: number | null) => {
    if (id === null) return
    if (id === current || (await onUse(id))) onClose()
  }
  return (
    <Dialog opened onClose={onClose} title={title ?? t('listTitle')} size="lg" data-testid="change-spool-dialog">
      <Stack gap="md">
        <SpoolChoice selected={selected} onSelect={setSelected} onChoose={(id) => void choose(id)} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void choose(selected)} disabled={selected === null} loading={busy} data-testid="use-spool">
            {t('use')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  )
}
