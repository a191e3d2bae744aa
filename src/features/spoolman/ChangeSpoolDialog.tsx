import { Button, Group, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { setActiveSpool } from '../../state/actions/spoolman'
import { useWait } from '../../state/waits'
import { Dialog } from '../../ui/Dialog'
import { SpoolChoice } from './SpoolChoice'

/** "Change spool": pick one from Spoolman's list and make it the active spool. */
export function ChangeSpoolDialog({ activeId, onClose }: { activeId: number | null; onClose: () => void }) {
  const { t } = useTranslation('spoolman')
  const [selected, setSelected] = useState<number | null>(activeId)
  const busy = useWait('spool')
  const choose = async (id: number | null) => {
    if (id === null) return
    if (id === activeId || (await setActiveSpool(id)) !== undefined) onClose()
  }
  return (
    <Dialog opened onClose={onClose} title={t('listTitle')} size="lg" data-testid="change-spool-dialog">
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
