import { Button, Center, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core'
import { IconPlugConnectedX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { reconnect } from '../../state/session-start'
import { useSessionStore } from '../../state/session'
import { StaleNotice } from '../../features/dashboard/StaleNotice'
import { EstopNotSent } from './EstopNotSent'
import { useCountdown } from './useCountdown'

type Attempt = 'trying' | 'waiting' | 'stopped'

/** Where reconnecting stands: an attempt running, the next one planned, or none (closed on purpose, 401). */
function useAttempt(): { attempt: Attempt; retryAt: number | null } {
  return useSessionStore(useShallow((s): { attempt: Attempt; retryAt: number | null } => {
    if (s.phase === 'starting') return s.apiRetryAt !== null ? { attempt: 'waiting', retryAt: s.apiRetryAt } : { attempt: 'trying', retryAt: null }
    if (s.phase === 'api-down') return s.apiRetryAt !== null ? { attempt: 'waiting', retryAt: s.apiRetryAt } : { attempt: 'stopped', retryAt: null }
    const { phase, retryAt } = s.socket
    if (retryAt !== null) return { attempt: 'waiting', retryAt }
    return { attempt: phase === 'connecting' || phase === 'idle' || phase === 'disconnecting' ? 'trying' : 'stopped', retryAt: null }
  }))
}

/**
 * Shown while the socket or API is down: the API URL, the server's answer, 'connecting' progress or the
 * countdown to the next attempt with "Reconnect now". On the first load it fills the page; afterwards it
 * is a banner above the page, which keeps its state.
 */
export function DisconnectedScreen({ banner = false }: { banner?: boolean }) {
  const { t } = useTranslation()
  const apiUrl = useSessionStore((s) => s.apiUrl)
  const apiError = useSessionStore((s) => (s.phase === 'api-down' || s.phase === 'starting' ? s.apiError : ''))
  const { attempt, retryAt } = useAttempt()
  const seconds = useCountdown(retryAt)
  const trying = attempt === 'trying'
  const title = trying ? t('disconnected.connecting', 'Connecting to moonraker...') : t('disconnected.title', 'No connection')
  const reason = apiError && (
    <Text size="sm" c="red" data-testid="disconnected-reason" style={{ overflowWrap: 'anywhere' }}>
      {apiError}
    </Text>
  )
  const status =
    attempt === 'waiting' ? (
      <Text size="sm" data-testid="disconnected-countdown" aria-live="polite">
        {t('disconnected.nextAttempt', 'Next attempt in {{seconds}} s', { seconds: seconds ?? 0 })}
      </Text>
    ) : attempt === 'stopped' ? (
      <Text size="sm">{t('disconnected.noMoonraker', 'No moonraker connection. Please check moonraker status and / or refresh.')}</Text>
    ) : null
  const buttons = (
    <Group justify="flex-end" gap="xs" wrap="nowrap">
      {/* Kept while an attempt runs (spinning), so the screen does not jump at every attempt. */}
      {attempt !== 'stopped' && (
        <Button onClick={reconnect} loading={trying}>
          {t('disconnected.reconnectNow', 'Reconnect now')}
        </Button>
      )}
      {attempt === 'stopped' && <Button onClick={reconnect}>{t('disconnected.reconnect', 'Reconnect')}</Button>}
      <Button variant="default" onClick={() => location.reload()}>
        {t('app.refresh', 'Refresh')}
      </Button>
    </Group>
  )
  const progress = trying && <Progress value={100} animated striped size={banner ? 'xs' : 'md'} aria-label={title} />
  const panel = banner ? (
    // One compact row over the page (wrapping on a phone), so the page underneath stays in view.
    <Paper withBorder p="sm" w="100%" shadow="md">
      <EstopNotSent />
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 280px', minWidth: 0 }}>
          <IconPlugConnectedX size={24} style={{ flexShrink: 0 }} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={4}>{title}</Title>
            <Text size="xs" c="dimmed" truncate>
              {apiUrl}
            </Text>
            {reason}
            <StaleNotice />
          </Stack>
        </Group>
        <Group gap="sm" justify="flex-end" style={{ flex: '0 1 auto', marginInlineStart: 'auto' }}>
          {status}
          {buttons}
        </Group>
      </Group>
      {progress && <div style={{ marginTop: 8 }}>{progress}</div>}
    </Paper>
  ) : (
    <Paper withBorder p="xl" maw={520} w="100%">
      <Stack>
        <Group wrap="nowrap">
          <IconPlugConnectedX size={32} style={{ flexShrink: 0 }} />
          <Title order={3}>{title}</Title>
        </Group>
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {apiUrl}
        </Text>
        {reason}
        {progress}
        {status}
        {buttons}
      </Stack>
    </Paper>
  )
  if (banner) {
    return (
      // Above the modal overlay (200): an open dialog keeps its text underneath, and Reconnect now stays clickable.
      <div data-testid="disconnected-banner" role="status" style={{ position: 'sticky', top: 56 + 8, zIndex: 250, marginBottom: 'var(--mantine-spacing-md)' }}>
        {panel}
      </div>
    )
  }
  return (
    <Center mih="60vh" data-testid="disconnected-screen">
      {panel}
    </Center>
  )
}
