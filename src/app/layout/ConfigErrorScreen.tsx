import { Alert, Button, Center, Stack } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useSessionStore } from '../../state/session'

export default function ConfigErrorScreen() {
  const { t } = useTranslation()
  const error = useSessionStore((s) => s.error)
  return (
    <Center h="100vh" p="md">
      <Stack maw={480}>
        <Alert color="red" icon={<IconAlertTriangle />} title={t('app.configErrorTitle', 'Host configuration')}>
          {error}
        </Alert>
        <Button onClick={() => location.reload()}>{t('app.refresh', 'Refresh')}</Button>
      </Stack>
    </Center>
  )
}
