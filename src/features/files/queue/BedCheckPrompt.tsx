import { Alert, Button, Group, Text } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { startQueue } from '../../../state/actions/job-queue'
import { useBedCheckDue } from '../../../state/bed-check'
import { useJobQueue } from '../../../state/job-queue-view'
import { useWait } from '../../../state/waits'

/** On the dashboard while the queue holds for a bed check: confirming starts the next job. */
export default function BedCheckPrompt() {
  const { t } = useTranslation('files')
  const queue = useJobQueue()
  const due = useBedCheckDue()
  const starting = useWait('queue.state')
  const next = queue.jobs[0]
  // "Later" hides it for this job; the next job's bed check asks again.
  const [later, setLater] = useState<string | null>(null)
  if (!due || !next || later === next.job_id) return null
  return (
    <Alert color="yellow" variant="light" mb="md" title={t('queue.bedCheckTitle')} icon={<IconCircleCheck size={20} />} data-testid="bed-check-prompt">
      <Text fz="sm" mb="xs" style={{ overflowWrap: 'anywhere' }}>
        {t('queue.bedCheckMessage', { name: next.filename })}
      </Text>
      <Group gap="xs">
        <Button size="compact-md" h="auto" mih={28} py={4} styles={{ label: { whiteSpace: 'normal' } }} loading={starting} onClick={() => void startQueue()} data-testid="bed-check-confirm">
          {t('queue.bedCheckConfirm')}
        </Button>
        <Button size="compact-md" variant="subtle" color="gray" onClick={() => setLater(next.job_id)}>
          {t('queue.later')}
        </Button>
      </Group>
    </Alert>
  )
}
