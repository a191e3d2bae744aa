import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/Card'

/** The History screen; its contents arrive with their own issue. */
export default function HistoryPage() {
  const { t } = useTranslation()
  return (
    <Card title={t('nav.history', 'History')}>
      <Text c="dimmed">{t('app.comingSoon', 'This screen is not available yet.')}</Text>
    </Card>
  )
}
