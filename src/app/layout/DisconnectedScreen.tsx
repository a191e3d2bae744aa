import { Button, Center, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core'
import { IconPlugConnectedX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { reconnect } from '../../state/session-start'
import { useSessionStore } from '../../state/session'

/**
 * Shown while the socket or API is down: the API URL, 'connecting' progress or 'no connection'. On the
 * first load it fills the page; afterwards it is a banner above the page, which keeps its state.
 */
export function DisconnectedScreen({ banner = false }: { banner?: boolean }) {
  const { t } = useTranslation()
  const apiUrl = useSessionStore((s) => s.apiUrl)
  const connecting = useSessionStore((s) => s.phase === 'starting' || (s.phase === 'connected' && (s.socket.phase === 'connecting' || s.socket.phase === 'idle')))
  const panel = (
      <Paper withBorder p={banner ? 'sm' : 'xl'} maw={banner ? undefined : 520} w="100%" shadow={banner ? 'md' : undefined}>
        <Stack>
          <Group>
            <IconPlugConnectedX size={32} />
            <Title order={3}>{connecting ? t('disconnected.connecting', 'Connecting to moonraker...') : t('disconnected.title', 'No connection')}</Title>
          </Group>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {apiUrl}
          </Text>
          {connecting ? (
            <Progress value={100} animated striped aria-label={t('disconnected.connecting', 'Connecting to moonraker...')} />
          ) : (
            <Text>{t('disconnected.noMoonraker', 'No moonraker connection. Please check moonraker status and / or refresh.')}</Text>
          )}
          <Group justify="flex-end">
            {!connecting && <Button onClick={reconnect}>{t('disconnected.reconnect', 'Reconnect')}</Button>}
            <Button variant="default" onClick={() => location.reload()}>
              {t('app.refresh', 'Refresh')}
            </Button>
          </Group>
        </Stack>
      </Paper>
  )
  if (banner) {
    return (
      <div data-testid="disconnected-banner" role="status" style={{ position: 'sticky', top: 56 + 8, zIndex: 150, marginBottom: 'var(--mantine-spacing-md)' }}>
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
