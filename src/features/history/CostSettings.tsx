import { NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { COST_DEFAULTS, type CostSettings as Costs } from '../../lib/history/cost'
import { reportError } from '../../state/errors'
import { saveUiSetting } from '../../state/settings/settings'
import { Card } from '../../ui/Card'
import { COSTS_PATH, useCostSettings } from './use-costs'

type NumberKey = 'filamentPerKg' | 'density' | 'diameter' | 'energyPerKwh' | 'printerWatts'

/** A number saved when the field loses focus; an empty price is saved as unset. */
function CostNumber({ name, value, optional, decimals }: { name: NumberKey; value: number | null; optional: boolean; decimals: number }) {
  const { t } = useTranslation('history')
  const [draft, setDraft] = useState<string | number>(value ?? '')
  // A value changed elsewhere (reset to defaults, an import) replaces the draft.
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setDraft(value ?? '')
  }
  const save = () => {
    const n = typeof draft === 'number' ? draft : draft.trim() === '' ? null : Number(draft)
    const next = n === null || !Number.isFinite(n) || n < 0 ? (optional ? null : COST_DEFAULTS[name]) : n
    if (next === value) return
    if (next === null || next === COST_DEFAULTS[name]) setDraft(next ?? '')
    saveUiSetting(`${COSTS_PATH}.${name}`, next).catch(reportError)
  }
  return (
    <NumberInput
      label={t(`costs.${name}`)}
      value={draft}
      onChange={setDraft}
      onBlur={save}
      min={0}
      decimalScale={decimals}
      allowNegative={false}
      hideControls
      data-testid={`cost-${name}`}
    />
  )
}

/** Settings → Print costs: the prices the history page multiplies out (SPEC has none; prices are the user's). */
export default function CostSettings() {
  const { t } = useTranslation('history')
  const s: Costs = useCostSettings()
  const [currency, setCurrency] = useState(s.currency)
  const [shownCurrency, setShownCurrency] = useState(s.currency)
  if (shownCurrency !== s.currency) {
    setShownCurrency(s.currency)
    setCurrency(s.currency)
  }
  return (
    <Card title={t('costs.title')} testId="history-cost-settings">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('costs.description')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <CostNumber name="filamentPerKg" value={s.filamentPerKg} optional decimals={2} />
          <CostNumber name="energyPerKwh" value={s.energyPerKwh} optional decimals={4} />
          <CostNumber name="printerWatts" value={s.printerWatts} optional decimals={0} />
          <TextInput
            label={t('costs.currency')}
            value={currency}
            maxLength={8}
            onChange={(e) => setCurrency(e.currentTarget.value)}
            onBlur={() => currency !== s.currency && saveUiSetting(`${COSTS_PATH}.currency`, currency.trim()).catch(reportError)}
            data-testid="cost-currency"
          />
          <CostNumber name="density" value={s.density} optional={false} decimals={3} />
          <CostNumber name="diameter" value={s.diameter} optional={false} decimals={2} />
        </SimpleGrid>
      </Stack>
    </Card>
  )
}
