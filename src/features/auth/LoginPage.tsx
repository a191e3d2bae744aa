import { Center, Paper, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'
import { useSessionStore } from '../../state/session'
import { LoginForm } from './LoginForm'

export default function LoginPage() {
  const { t } = useTranslation()
  const phase = useSessionStore((s) => s.phase)
  const location = useLocation()

  if (phase === 'connected') {
    const state: unknown = location.state
    const from = state && typeof state === 'object' && 'from' in state && typeof state.from === 'string' ? state.from : undefined
    return <Navigate to={from && from !== '/login' ? from : '/'} replace />
  }

  return (
    <Center mih="70vh">
      <Paper withBorder p="xl" w={380} maw="100%">
        <Stack>
          <Title order={3}>{t('auth.welcome', 'Welcome back')}</Title>
          <Text size="sm" c="dimmed">
            {t('auth.welcomeText', 'Log in to control your printer.')}
          </Text>
          <LoginForm />
        </Stack>
      </Paper>
    </Center>
  )
}
