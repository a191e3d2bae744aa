import { Loader, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useHostNotifiers } from '../../state/alerts/notifiers'

/** The host's own [notifier] sections: their names and events (never their urls, which hold tokens). */
export function NotifiersList() {
  const { t } = useTranslation('alerts')
  const { notifiers } = useHostNotifiers()
  return (
    <Stack gap={6} data-testid="alerts-notifiers">
      <Text fw={600} size="sm">
        {t('notifiers.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('notifiers.hint')}
      </Text>
      {notifiers === null ? (
        <Loader size="xs" />
      ) : notifiers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('notifiers.none')}
        </Text>
      ) : (
        notifiers.map((n) => (
          <div key={n.name} data-testid="alerts-notifier">
            <Text size="sm" fw={500}>
              {n.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('notifiers.events', { events: n.events.join(', ') })}
            </Text>
          </div>
        ))
      )}
    </Stack>
  )
}
