import { Button, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { hasInterval } from '../../lib/maintenance/reminders'
import { addReminder } from '../../state/actions/maintenance'
import { useWait } from '../../state/waits'

type Interval = 'everyHours' | 'everyFilamentM' | 'everyDays'
const INTERVALS: Interval[] = ['everyHours', 'everyFilamentM', 'everyDays']

const asNumber = (v: string | number) => (typeof v === 'number' ? v : v.trim() === '' ? null : Number(v))
const positive = (v: string | number) => {
  const n = asNumber(v)
  return n !== null && Number.isFinite(n) && n > 0 ? n : null
}

/** A new reminder: its name, at least one interval (printed hours, metres of filament, days) and a note. */
export function ReminderForm() {
  const { t } = useTranslation('maintenance')
  const adding = useWait('maintenance:add')
  const [name, setName] = useState('')
  const [note, setNote] = useState('')
  const [every, setEvery] = useState<Record<Interval, string | number>>({ everyHours: '', everyFilamentM: '', everyDays: '' })
  const [tried, setTried] = useState(false)
  const intervals = { everyHours: positive(every.everyHours), everyFilamentM: positive(every.everyFilamentM), everyDays: positive(every.everyDays) }
  const nameError = tried && !name.trim() ? t('nameRequired') : null
  const intervalError = tried && !hasInterval(intervals) ? t('needInterval') : null

  const submit = async () => {
    setTried(true)
    if (!name.trim() || !hasInterval(intervals)) return
    const added = await addReminder({ name: name.trim(), note: note.trim(), ...intervals }).catch(() => undefined)
    if (!added) return
    setName('')
    setNote('')
    setEvery({ everyHours: '', everyFilamentM: '', everyDays: '' })
    setTried(false)
  }

  return (
    <Stack gap="sm" data-testid="reminder-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('name')} placeholder={t('namePlaceholder')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={nameError} maxLength={80} data-testid="reminder-name" />
        <TextInput label={t('note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={200} data-testid="reminder-note" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {INTERVALS.map((k) => (
          <NumberInput key={k} label={t(k)} value={every[k]} onChange={(v) => setEvery((e) => ({ ...e, [k]: v }))} min={0} decimalScale={k === 'everyDays' ? 0 : 2} allowNegative={false} hideControls data-testid={`reminder-${k}`} />
        ))}
      </SimpleGrid>
      {intervalError && (
        <Text size="sm" c="red">
          {intervalError}
        </Text>
      )}
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} loading={adding} onClick={() => void submit()} data-testid="reminder-add">
          {t('add')}
        </Button>
      </Group>
    </Stack>
  )
}
