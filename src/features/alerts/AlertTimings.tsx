import { Group, NumberInput, SimpleGrid, Slider, Stack, Switch, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { setAlertPreferences, useAlertPreferences } from '../../state/alerts/preferences'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** A whole number saved as soon as it is valid; cleared, it is null where that means "none", else it goes back on blur. */
function PrefNumber({ label, value, min, max, optional, onSave, testId }: { label: string; value: number | null; min: number; max: number; optional: boolean; onSave: (v: number | null) => void; testId: string }) {
  const { t } = useTranslation('alerts')
  const [draft, setDraft] = useState<string | number>(value ?? '')
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setDraft(value ?? '')
  }
  const change = (v: string | number) => {
    setDraft(v)
    if (v === '' && optional) onSave(null)
    else if (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) onSave(v)
  }
  return (
    <NumberInput
      label={label}
      value={draft}
      onChange={change}
      onBlur={() => setDraft(value ?? '')}
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      placeholder={optional ? t('none') : undefined}
      data-testid={testId}
    />
  )
}

function QuietHours() {
  const { t } = useTranslation('alerts')
  const quiet = useAlertPreferences((s) => s.quietHours)
  const set = (change: Partial<typeof quiet>) => setAlertPreferences({ quietHours: { ...quiet, ...change } })
  const time = (which: 'from' | 'to') => (
    <TextInput
      type="time"
      label={t(which)}
      value={quiet[which]}
      disabled={!quiet.enabled}
      onChange={(e) => TIME.test(e.currentTarget.value) && set({ [which]: e.currentTarget.value })}
      w={150}
      data-testid={`alerts-quiet-${which}`}
    />
  )
  return (
    <Stack gap={6}>
      <Switch label={t('quietHours')} description={t('quietHoursHint')} checked={quiet.enabled} onChange={(e) => set({ enabled: e.currentTarget.checked })} data-testid="alerts-quiet" />
      <Group gap="sm" pl={{ base: 0, xs: 54 }}>
        {time('from')}
        {time('to')}
      </Group>
    </Stack>
  )
}

/** Volume, quiet hours, "only when hidden", and the thresholds that raise alerts. */
export function AlertTimings() {
  const { t } = useTranslation('alerts')
  const p = useAlertPreferences()
  const percent = Math.round(p.volume * 100)
  return (
    <Stack gap="md">
      <div>
        <Text size="sm" fw={500} id="alerts-volume-label">
          {t('volume')}
        </Text>
        <Slider
          value={percent}
          onChange={(v) => setAlertPreferences({ volume: v / 100 })}
          min={0}
          max={100}
          step={5}
          label={(v) => `${v} %`}
          thumbProps={{ 'aria-labelledby': 'alerts-volume-label' }}
          data-testid="alerts-volume"
        />
      </div>
      <QuietHours />
      <Switch label={t('onlyWhenHidden')} checked={p.onlyWhenHidden} onChange={(e) => setAlertPreferences({ onlyWhenHidden: e.currentTarget.checked })} data-testid="alerts-only-hidden" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <PrefNumber label={t('unreachableMinutes')} value={p.unreachableMinutes} min={1} max={1440} optional={false} onSave={(v) => v !== null && setAlertPreferences({ unreachableMinutes: v })} testId="alerts-unreachable" />
        <PrefNumber label={t('layer')} value={p.layer} min={1} max={100_000} optional onSave={(layer) => setAlertPreferences({ layer })} testId="alerts-layer" />
        <PrefNumber label={t('progress')} value={p.progress} min={1} max={100} optional onSave={(progress) => setAlertPreferences({ progress })} testId="alerts-progress" />
      </SimpleGrid>
    </Stack>
  )
}
