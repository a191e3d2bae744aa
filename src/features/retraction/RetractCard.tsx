import type { FirmwareRetraction } from '../../moonraker/klipper-types'
import { SimpleGrid } from '@mantine/core'
import { IconArrowBackUp } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { setRetraction, type RetractionSetting } from '../../lib/gcode/limits'
import { setPrinterValue } from '../../state/actions/printer-values'
import { useAllowed } from '../../state/use-allowed'
import { useConfigValue, usePrinterNumber } from '../../state/printer-fields'
import { Card } from '../../ui/Card'
import { SliderWithInput } from '../../ui/SliderWithInput'
import { useRuleMessage } from '../../ui/use-rule-message'
import { retractMax } from './limits'

const SETTINGS: { field: keyof FirmwareRetraction; setting: RetractionSetting; kind: 'length' | 'speed' }[] = [
  { field: 'retract_length', setting: 'RETRACT_LENGTH', kind: 'length' },
  { field: 'retract_speed', setting: 'RETRACT_SPEED', kind: 'speed' },
  { field: 'unretract_extra_length', setting: 'UNRETRACT_EXTRA_LENGTH', kind: 'length' },
  { field: 'unretract_speed', setting: 'UNRETRACT_SPEED', kind: 'speed' },
]

function RetractSlider({ field, setting, kind }: (typeof SETTINGS)[number]) {
  const { t } = useTranslation('dashboard')
  const ruleMessage = useRuleMessage()
  const allowed = useAllowed(setPrinterValue.allowed)
  const value = usePrinterNumber('firmware_retraction', field) ?? 0
  const configured = useConfigValue('firmware_retraction', field)
  return (
    <SliderWithInput
      label={t(`retract.${field}`)}
      value={value}
      min={0}
      max={retractMax(configured, kind)}
      step={kind === 'length' ? 0.01 : 1}
      decimals={2}
      unit={kind === 'length' ? 'mm' : 'mm/s'}
      overridable
      disabled={!allowed}
      errorMessage={ruleMessage}
      onCommit={(v) => setPrinterValue(setRetraction(setting, v))}
      testId={`retract-${field}`}
    />
  )
}

/** Firmware retraction (SET_RETRACTION); shown only when [firmware_retraction] is configured. */
export default function RetractCard() {
  const { t } = useTranslation('dashboard')
  return (
    <Card title={t('retract.title')} icon={<IconArrowBackUp size={20} />} testId="retract-card">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {SETTINGS.map((s) => (
          <RetractSlider key={s.field} {...s} />
        ))}
      </SimpleGrid>
    </Card>
  )
}
