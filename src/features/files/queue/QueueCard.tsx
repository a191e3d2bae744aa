import { IconListNumbers } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Card } from '../../../ui/Card'
import { QueuePanel } from './QueuePanel'

/** The dashboard's Queue card (and the Jobs page's queue): the printer's job queue. */
export default function QueueCard({ height = 360 }: { height?: number }) {
  const { t } = useTranslation('files')
  return (
    <Card title={t('queue.title')} icon={<IconListNumbers size={18} />} flush testId="queue-card">
      <QueuePanel height={height} />
    </Card>
  )
}
