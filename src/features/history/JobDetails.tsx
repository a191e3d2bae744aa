import { Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core'
import { IconFileOff } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDuration, formatLength, formatMmUpTo, formatWeight } from '../../lib/format'
import { formatKwh, jobEnergyKwh } from '../../lib/history/job-energy'
import type { HistoryJob } from '../../moonraker/types'
import { saveJobNote } from '../../state/actions/history'
import { useWait } from '../../state/waits'

function Field({ label, value }: { label: string; value: string | null }) {
  if (!value) return null
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {value}
      </Text>
    </Stack>
  )
}

const mm = (v: number | undefined) => (v ? formatMmUpTo(v) : null)

/** The expanded row: the file's slicer metadata kept with the job, and the user's note. */
export function JobDetails({ job, note }: { job: HistoryJob; note: string }) {
  const { t } = useTranslation('history')
  const m = job.metadata ?? {}
  const [draft, setDraft] = useState(note)
  const saving = useWait('history:note')
  const dirty = draft !== note
  const save = () => {
    if (dirty) void saveJobNote(job.job_id, draft)
  }
  return (
    <Stack gap="sm" data-testid="job-details">
      {job.exists === false && (
        <Group gap={6} c="dimmed">
          <IconFileOff size={16} />
          <Text size="sm">{t('jobs.fileGone')}</Text>
        </Group>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing={6}>
        <Field label={t('details.slicer')} value={m.slicer ? `${m.slicer}${m.slicer_version ? ` ${m.slicer_version}` : ''}` : null} />
        <Field label={t('details.layer_height')} value={mm(m.layer_height)} />
        <Field label={t('details.first_layer_height')} value={mm(m.first_layer_height)} />
        <Field label={t('details.nozzle_diameter')} value={mm(m.nozzle_diameter)} />
        <Field label={t('details.filament_type')} value={m.filament_type ?? null} />
        <Field label={t('details.filament_name')} value={m.filament_name ?? null} />
        <Field label={t('details.filament_weight')} value={m.filament_weight_total ? formatWeight(m.filament_weight_total) : null} />
        <Field label={t('details.estimated_time')} value={m.estimated_time ? formatDuration(m.estimated_time) : null} />
        <Field label={t('details.object_height')} value={m.object_height ? formatLength(m.object_height) : null} />
        <Field label={t('columns.energy')} value={job.status === 'in_progress' ? null : formatKwh(jobEnergyKwh(job)) || null} />
        <Field label={t('details.user')} value={job.user ?? null} />
        <Field label={t('details.job_id')} value={job.job_id} />
      </SimpleGrid>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          label={t('jobs.note')}
          placeholder={t('jobs.notePlaceholder')}
          autosize
          minRows={1}
          maxRows={4}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault()
              save()
            }
          }}
          data-testid="job-note-input"
        />
        <Button size="sm" variant="light" disabled={!dirty} loading={saving} onClick={save}>
          {t('jobs.saveNote')}
        </Button>
      </Group>
    </Stack>
  )
}
