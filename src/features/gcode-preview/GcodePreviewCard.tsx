import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/Card'

/** Placeholder in layout mode until the G-code preview is built; the dashboard hides it otherwise. */
export default function GcodePreviewCard() {
  const { t } = useTranslation()
  return (
    <Card title={t('nav.gcodePreview', 'G-code preview')}>
      <Text c="dimmed">{t('app.comingSoon', 'This screen is not available yet.')}</Text>
    </Card>
  )
}
