import { ActionIcon, Badge, Divider, Group, Progress, Stack, Text } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { reminderProgress, type Reminder } from '../../lib/maintenance/reminders'
import { removeReminder } from '../../state/actions/maintenance'
import { useMinuteTick, useReminderTotals } from '../../state/maintenance'
import { useUiSetting } from '../../state/settings/settings'
import type { HistoryTotals } from '../../moonraker/types'
import { Card } from '../../ui/Card'
import { confirm } from '../../ui/confirm'
import { Tooltip } from '../../ui/tooltip'
import { progressText } from './progress-text'
import { ReminderActions } from './ReminderActions'
import { ReminderForm } from './ReminderForm'

function ReminderRow({ reminder, totals }: { reminder: Reminder; totals: HistoryTotals | null }) {
  const { t, i18n } = useTranslation('maintenance')
  const p = reminderProgress(reminder, totals, Date.now())
  const snoozed = p.due && !p.shown
  const remove = async () => {
    if (await confirm({ title: t('removeTitle'), message: t('removeMessage', { name: reminder.name }), danger: true })) await removeReminder(reminder.id)
  }
  return (
    <Stack gap={4} data-testid="reminder" data-due={p.shown ? 'true' : 'false'}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="xs" style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {reminder.name}
          </Text>
          {p.shown && <Badge color="orange">{t('due')}</Badge>}
          {snoozed && <Badge variant="light" color="gray">{t('snoozed')}</Badge>}
        </Group>
        <Tooltip label={t('remove')}>
          <ActionIcon variant="subtle" color="red" onClick={() => void remove()} aria-label={t('remove')}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Progress value={Math.min(100, p.share * 100)} color={p.due ? 'orange' : 'blue'} size="sm" aria-label={reminder.name} />
      <Text size="xs" c="dimmed">
        {[progressText(reminder, p, t, i18n.language), reminder.note].filter(Boolean).join(' — ')}
      </Text>
      {p.due && <ReminderActions id={reminder.id} />}
    </Stack>
  )
}

/** Settings → Maintenance: this printer's reminders, how far along each is, and a form for a new one. */
export default function MaintenanceSettings() {
  const { t } = useTranslation('maintenance')
  const reminders = useUiSetting('maintenance.reminders')
  const totals = useReminderTotals()
  useMinuteTick()
  return (
    <Card title={t('title')} testId="maintenance-settings">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('description')}
        </Text>
        {reminders.length === 0 ? (
          <Text size="sm">{t('none')}</Text>
        ) : (
          reminders.map((r) => <ReminderRow key={r.id} reminder={r} totals={totals} />)
        )}
        <Divider />
        <ReminderForm />
      </Stack>
    </Card>
  )
}
