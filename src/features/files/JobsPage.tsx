import { Grid } from '@mantine/core'
import { IconFiles } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useHasComponent } from '../../state/server'
import { FileBrowser } from './FileBrowser'
import { lazy } from '../../ui/lazy'

// The queue's code (drag and drop, its rows) comes only for a printer that has a queue.
const QueueCard = lazy(() => import('./queue/QueueCard'))

/** /jobs: the gcodes root with bulk actions, at most 816 px tall, and the printer's job queue beside it. */
export default function JobsPage() {
  const { t } = useTranslation('files')
  const queue = useHasComponent('job_queue')
  const browser = <FileBrowser roots={['gcodes']} title={t('titles.jobs')} icon={<IconFiles size={18} />} maxHeight={816} bulkActions testId="jobs-page" />
  if (!queue) return browser
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>{browser}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <QueueCard height={720} />
      </Grid.Col>
    </Grid>
  )
}
