import { Alert, Group, Stack, Text } from '@mantine/core'
import { IconTool } from '@tabler/icons-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { reminderProgress, type Reminder } from '../../lib/maintenance/reminders'
import { useMinuteTick, useReminderTotals } from '../../state/maintenance'
import { pushNotification } from '../../state/notifications'
import { useUiSetting } from '../../state/settings/settings'
import { progressText } from './progress-text'
import { ReminderActions } from './ReminderActions'

/** The dashboard's notice of maintenance that is due, each with Snooze and Done; also once in the bell. */
export default function MaintenanceDue() {
  const reminders = useUiSetting('maintenance.reminders')
  // The totals are fetched only for a printer with reminders.
  return reminders.length ? <DueNotice reminders={reminders} /> : null
}

function DueNotice({ reminders }: { reminders: Reminder[] }) {
  const { t, i18n } = useTranslation('maintenance')
  const totals = useReminderTotals()
  useMinuteTick()
  const now = Date.now()
  const due = totals ? reminders.map((r) => ({ r, p: reminderProgress(r, totals, now) })).filter((x) => x.p.shown) : []
  const dueKey = due.map(({ r }) => `${r.id}:${r.doneAt}`).join(',')

  useEffect(() => {
    for (const { r } of due) pushNotification({ id: `maintenance-${r.id}-${r.doneAt}`, type: 'warning', title: t('dueTitle'), description: r.name, to: '/settings#maintenance' })
    // due is derived from dueKey
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dueKey, t])

  if (!due.length) return null
  return (
    <Alert color="orange" icon={<IconTool size={20} />} title={t('dueTitle')} mb="md" data-testid="maintenance-due">
      <Stack gap="sm">
        {due.map(({ r, p }) => (
          <Group key={r.id} justify="space-between" gap="xs" data-testid="due-reminder">
            <Stack gap={0}>
              <Text fw={600} size="sm">
                {r.name}
              </Text>
              <Text size="xs" c="dimmed">
                {[progressText(r, p, t, i18n.language), r.note].filter(Boolean).join(' — ')}
              </Text>
            </Stack>
            <ReminderActions id={r.id} />
          </Group>
        ))}
      </Stack>
    </Alert>
  )
}
