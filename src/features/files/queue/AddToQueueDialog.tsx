import { Button, Group, NumberInput, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FileEntry } from '../../../lib/files/entry'
import { MAX_COPIES } from '../../../lib/queue/job-queue'
import { addToQueue } from '../../../state/actions/job-queue'
import { useWait } from '../../../state/waits'
import { Dialog } from '../../../ui/Dialog'

interface AddToQueueDialogProps {
  entries: FileEntry[]
  onClose(added: boolean): void
}

/** "Add to queue" for one file or a selection, with how many copies of each. */
export function AddToQueueDialog({ entries, onClose }: AddToQueueDialogProps) {
  const { t } = useTranslation('files')
  const [copies, setCopies] = useState(1)
  const adding = useWait('queue.add')
  const valid = Number.isInteger(copies) && copies >= 1 && copies <= MAX_COPIES
  const submit = async () => {
    if (!valid) return
    const added = await addToQueue(entries.map((e) => ({ path: e.path, type: e.type })), copies)
    if (added) onClose(true)
  }
  const title = entries.length === 1 ? t('queue.addOneTitle', { name: entries[0].name }) : t('queue.addManyTitle', { count: entries.length })
  return (
    <Dialog opened onClose={() => onClose(false)} title={title} centered name="add-to-queue">
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <Stack>
          <NumberInput
            label={t('queue.copies')}
            value={copies}
            min={1}
            max={MAX_COPIES}
            allowDecimal={false}
            clampBehavior="strict"
            onChange={(v) => setCopies(typeof v === 'number' ? v : Number(v))}
            error={valid ? undefined : t('queue.copiesRange', { max: MAX_COPIES })}
            data-autofocus
            data-testid="queue-copies"
          />
          <Text fz="sm" c="dimmed" data-testid="queue-add-total">
            {t('queue.addTotal', { count: entries.length * (valid ? copies : 1) })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onClose(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={adding} disabled={!valid} data-testid="queue-add-submit">
              {t('queue.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  )
}
