import { Anchor, Center, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

export default function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <Center mih={300}>
      <Stack align="center">
        <Title order={2}>{t('nav.notFound')}</Title>
        <Anchor component={Link} to="/">
          {t('nav.backToDashboard', 'Back to the dashboard')}
        </Anchor>
      </Stack>
    </Center>
  )
}
