import { Alert, Anchor, Button, Group, PasswordInput, Select, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { login, type LoginFailure } from '../../state/session-start'
import { useSessionStore } from '../../state/session'

/**
 * Username, password, source and Login, with the failure said as it is: 'Invalid credentials' for a
 * refused login (400/401), the server's own message for anything else (SPEC §8, SPEC-NOTES).
 */
export function LoginForm() {
  const { t } = useTranslation()
  const authSources = useSessionStore((s) => s.authSources)
  const defaultSource = useSessionStore((s) => s.defaultSource)
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [source, setSource] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<LoginFailure | null>(null)

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setFailure(null)
    try {
      setFailure(await login(username, password, source ?? defaultSource))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit}>
      <Stack>
        {failure && (
          <Alert color="red" data-testid="login-error">
            {failure.kind === 'credentials' ? t('auth.credentials', 'Invalid credentials') : t('auth.serverError', { message: failure.message })}
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
  )
}
