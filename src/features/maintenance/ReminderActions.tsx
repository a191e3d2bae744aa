import { Button, Group } from '@mantine/core'
import { IconCheck, IconClockHour4 } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { completeReminder, snoozeReminder } from '../../state/actions/maintenance'
import { useWait } from '../../state/waits'

/** Snooze (hidden for a day) and Done (counting starts again) for a due reminder. */
export function ReminderActions({ id }: { id: string }) {
  const { t } = useTranslation('maintenance')
  const busy = useWait('maintenance:change')
  return (
    <Group gap="xs">
      <Button size="xs" variant="default" leftSection={<IconClockHour4 size={16} />} disabled={busy} onClick={() => void snoozeReminder(id)} data-testid="reminder-snooze">
        {t('snooze')}
      </Button>
      <Button size="xs" leftSection={<IconCheck size={16} />} disabled={busy} onClick={() => void completeReminder(id)} data-testid="reminder-done">
        {t('done')}
      </Button>
    </Group>
  )
}
