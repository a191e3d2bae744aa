import { SimpleGrid } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { flowFactor, speedFactor } from '../../lib/gcode/motion'
import { setPrinterValue } from '../../state/actions/printer-values'
import { useAllowed } from '../../state/use-allowed'
import { usePrinter } from '../../state/printer-fields'
import { SliderWithInput } from '../../ui/SliderWithInput'
import { useRuleMessage } from '../../ui/use-rule-message'

/** SPEC §9: speed and flow 1–200 %, reset to 100. */
const MIN = 1
const MAX = 200
const RESET = 100

export function SpeedFlowSliders() {
  const { t } = useTranslation('dashboard')
  const ruleMessage = useRuleMessage()
  const allowed = useAllowed(setPrinterValue.allowed)
  const speed = usePrinter((p) => Math.round((p.object('gcode_move')?.speed_factor ?? 1) * 100))
  const flow = usePrinter((p) => Math.round((p.object('gcode_move')?.extrude_factor ?? 1) * 100))
  const common = { min: MIN, max: MAX, unit: '%', overridable: true, resetValue: RESET, resetLabel: t('toolhead.reset'), disabled: !allowed, errorMessage: ruleMessage }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <SliderWithInput {...common} label={t('toolhead.speedFactor')} value={speed} onCommit={(v) => setPrinterValue(speedFactor(v))} testId="speed-factor" />
      <SliderWithInput {...common} label={t('toolhead.flowFactor')} value={flow} onCommit={(v) => setPrinterValue(flowFactor(v))} testId="flow-factor" />
    </SimpleGrid>
  )
}
