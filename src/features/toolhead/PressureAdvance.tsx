import { SimpleGrid } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { setPressureAdvance, setSmoothTime } from '../../lib/gcode/extruder'
import { setPrinterValue } from '../../state/actions/printer-values'
import { usePrinterField } from '../../state/printer-fields'
import { useAllowed } from '../../state/use-allowed'
import { SliderWithInput } from '../../ui/SliderWithInput'
import { useRuleMessage } from '../../ui/use-rule-message'
import { useActiveExtruder } from './use-toolhead'

/** Pressure advance 0–2 step 0.0001 and smooth time 0–0.2 step 0.001 of the active extruder (SPEC §9). */
export function PressureAdvance() {
  const { t } = useTranslation('dashboard')
  const ruleMessage = useRuleMessage()
  const allowed = useAllowed(setPrinterValue.allowed)
  const extruder = useActiveExtruder()
  const advance = usePrinterField(extruder, 'pressure_advance')
  const smoothTime = usePrinterField(extruder, 'smooth_time')
  if (advance === undefined) return null
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <SliderWithInput
        label={t('toolhead.pressureAdvance')}
        value={advance}
        min={0}
        max={2}
        step={0.0001}
        decimals={4}
        disabled={!allowed}
        errorMessage={ruleMessage}
        onCommit={(v) => setPrinterValue(setPressureAdvance(extruder, v))}
        testId="pressure-advance"
      />
      <SliderWithInput
        label={t('toolhead.smoothTime')}
        value={smoothTime ?? 0.04}
        min={0}
        max={0.2}
        step={0.001}
        decimals={3}
        unit="s"
        disabled={!allowed || smoothTime === undefined}
        errorMessage={ruleMessage}
        onCommit={(v) => setPrinterValue(setSmoothTime(extruder, v))}
        testId="smooth-time"
      />
    </SimpleGrid>
  )
}
