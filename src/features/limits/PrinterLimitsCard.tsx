import type { Toolhead } from '../../moonraker/klipper-types'
import { SimpleGrid } from '@mantine/core'
import { IconGauge } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { setVelocityLimit, type VelocityLimit } from '../../lib/gcode/limits'
import { setPrinterValue } from '../../state/actions/printer-values'
import { useAllowed } from '../../state/use-allowed'
import { useConfigValue, usePrinterNumber } from '../../state/printer-fields'
import { Card } from '../../ui/Card'
import { SliderWithInput } from '../../ui/SliderWithInput'
import { useRuleMessage } from '../../ui/use-rule-message'

interface LimitProps {
  field: keyof Toolhead
  limit: VelocityLimit
  max: number
  step: number
  decimals?: number
  unit?: string
}

function LimitSlider({ field, limit, max, step, decimals = 0, unit }: LimitProps) {
  const { t } = useTranslation('dashboard')
  const ruleMessage = useRuleMessage()
  const allowed = useAllowed(setPrinterValue.allowed)
  const value = usePrinterNumber('toolhead', field)
  if (value === undefined) return null
  return (
    <SliderWithInput
      label={t(`limits.${field}`)}
      value={value}
      min={0}
      max={max}
      step={step}
      decimals={decimals}
      unit={unit}
      overridable
      disabled={!allowed}
      errorMessage={ruleMessage}
      onCommit={(v) => setPrinterValue(setVelocityLimit(limit, v))}
      testId={`limit-${field}`}
    />
  )
}

/**
 * Velocity limits (SET_VELOCITY_LIMIT). Each slider ends at the printer config's value; a larger
 * typed value is accepted and extends it (SPEC §9).
 */
export default function PrinterLimitsCard() {
  const { t } = useTranslation('dashboard')
  const maxVelocity = useConfigValue('printer', 'max_velocity') ?? 500
  const maxAccel = useConfigValue('printer', 'max_accel') ?? 10000
  // Defaults of SPEC §9 when the config leaves them out: accel-to-decel half max accel, corner velocity 5.
  const maxAccelToDecel = useConfigValue('printer', 'max_accel_to_decel') ?? maxAccel / 2
  const squareCorner = useConfigValue('printer', 'square_corner_velocity') ?? 5
  return (
    <Card title={t('limits.title')} icon={<IconGauge size={20} />} testId="printer-limits-card">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <LimitSlider field="max_velocity" limit="VELOCITY" max={maxVelocity} step={1} unit="mm/s" />
        <LimitSlider field="max_accel" limit="ACCEL" max={maxAccel} step={1} unit="mm/s²" />
        <LimitSlider field="max_accel_to_decel" limit="ACCEL_TO_DECEL" max={maxAccelToDecel} step={1} unit="mm/s²" />
        <LimitSlider field="minimum_cruise_ratio" limit="MINIMUM_CRUISE_RATIO" max={0.99} step={0.01} decimals={2} />
        <LimitSlider field="square_corner_velocity" limit="SQUARE_CORNER_VELOCITY" max={squareCorner} step={0.1} decimals={1} unit="mm/s" />
      </SimpleGrid>
    </Card>
  )
}
