import { Alert, Anchor, Button, Center, Group, Paper, PasswordInput, Select, Stack, Text, TextInput, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'
import { login } from '../../state/session-start'
import { useSessionStore } from '../../state/session'

export default function LoginPage() {
  const { t } = useTranslation()
  const { phase, authSources, defaultSource } = useSessionStore()
  const location = useLocation()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [source, setSource] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  if (phase === 'connected') {
    const from = (location.state as { from?: string } | null)?.from
    return <Navigate to={from && from !== '/login' ? from : '/'} replace />
  }

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setFailed(false)
    try {
      await login(username, password, source ?? defaultSource)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Center mih="70vh">
      <Paper withBorder p="xl" w={380} maw="100%">
        <form onSubmit={submit}>
          <Stack>
            <Title order={3}>{t('auth.welcome', 'Welcome back')}</Title>
            <Text size="sm" c="dimmed">
              {t('auth.welcomeText', 'Log in to control your printer.')}
            </Text>
            {failed && (
              <Alert color="red" data-testid="login-error">
                {t('auth.credentials', 'Invalid credentials')}
              </Alert>
            )}
            <TextInput label={t('auth.username', 'Username')} value={username} onChange={(e) => setUsername(e.currentTarget.value)} autoComplete="username" required data-autofocus />
            <PasswordInput label={t('auth.password', 'Password')} value={password} onChange={(e) => setPassword(e.currentTarget.value)} autoComplete="current-password" required />
            {authSources.length > 1 && (
              <Select label={t('auth.source', 'Authentication source')} data={authSources} value={source ?? defaultSource} onChange={setSource} allowDeselect={false} />
            )}
            <Button type="submit" loading={busy} disabled={!username || !password}>
              {t('auth.login', 'Login')}
            </Button>
            <Group justify="space-between">
              <Anchor size="xs" href="https://moonraker.readthedocs.io/en/latest/web_api/#reset-user-password" target="_blank" rel="noopener noreferrer">
                {t('auth.forgot', 'Forgot password?')}
              </Anchor>
              <Anchor size="xs" href="https://moonraker.readthedocs.io/en/latest/configuration/#authorization" target="_blank" rel="noopener noreferrer">
                {t('auth.docs', 'Authentication docs')}
              </Anchor>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Center>
  )
}
