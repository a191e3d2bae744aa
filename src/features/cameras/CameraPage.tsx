import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/Card'

/** The Camera screen; its contents arrive with their own issue. */
export default function CameraPage() {
  const { t } = useTranslation()
  return (
    <Card title={t('nav.camera', 'Camera')}>
      <Text c="dimmed">{t('app.comingSoon', 'This screen is not available yet.')}</Text>
    </Card>
  )
}
