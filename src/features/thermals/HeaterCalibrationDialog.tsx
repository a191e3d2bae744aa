import { Button, Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { defaultCalibrationTarget, type CalibrationMethod } from '../../lib/gcode/heater-calibration'
import { checkNumber } from '../../lib/input-rules'
import { prettyName } from '../../lib/printer-objects'
import { calibrateHeaterAction } from '../../state/actions/heater-calibration'
import { saveConfigAndRestart } from '../../state/actions/save-config'
import { forgetHeaterCalibration, useHeaterCalibration } from '../../state/heater-calibration'
import { useConfigValue } from '../../state/printer-fields'
import { useAllowed } from '../../state/use-allowed'
import { Dialog } from '../../ui/Dialog'
import { useRuleMessage } from '../../ui/use-rule-message'
import { CalibrationOutcome } from './CalibrationOutcome'

interface Props {
  heater: string
  methods: CalibrationMethod[]
  onClose(): void
}

/**
 * PID (or MPC) calibration of one heater: the target and whether to save afterwards, then the run's
 * progress and Klipper's result, with Save config offered at the end. A run of another heater, or one
 * still going, is shown instead of the form.
 */
export default function HeaterCalibrationDialog({ heater, methods, onClose }: Props) {
  const { t } = useTranslation('dashboard')
  const run = useHeaterCalibration()
  const shown = run?.heater ?? heater
  const name = prettyName(shown)
  return (
    <Dialog opened onClose={onClose} title={t('heaterCalibration.title', { name })} centered name="heater-calibration" data-testid="heater-calibration">
      {run ? <CalibrationOutcome run={run} onAgain={forgetHeaterCalibration} onClose={onClose} /> : <CalibrationForm heater={heater} methods={methods} />}
    </Dialog>
  )
}

function CalibrationForm({ heater, methods }: Omit<Props, 'onClose'>) {
  const { t } = useTranslation('dashboard')
  const ruleMessage = useRuleMessage()
  const allowed = useAllowed(calibrateHeaterAction.allowed)
  const max = useConfigValue(heater, 'max_temp')
  const [method, setMethod] = useState<CalibrationMethod>(methods[0] ?? 'pid')
  const [text, setText] = useState(String(defaultCalibrationTarget(heater)))
  const [saveAfter, setSaveAfter] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const start = async () => {
    const checked = checkNumber(text, { min: 1, max })
    if (!checked.ok) return setError(ruleMessage(checked.error))
    const result = await calibrateHeaterAction(method, heater, checked.value)
    if (result && saveAfter) void saveConfigAndRestart()
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('heaterCalibration.hint')}
      </Text>
      {methods.length > 1 && (
        <SegmentedControl
          value={method}
          onChange={(v) => setMethod(v === 'mpc' ? 'mpc' : 'pid')}
          data={methods.map((m) => ({ value: m, label: t(`heaterCalibration.${m}`) }))}
          aria-label={t('heaterCalibration.method')}
        />
      )}
      <TextInput
        label={t('heaterCalibration.target')}
        value={text}
        error={error}
        inputMode="decimal"
        rightSection="°C"
        rightSectionWidth={32}
        data-testid="calibration-target"
        onChange={(e) => {
          setText(e.currentTarget.value)
          setError(null)
        }}
        onKeyDown={(e) => e.key === 'Enter' && void start()}
      />
      <Checkbox label={t('heaterCalibration.saveAfter')} checked={saveAfter} onChange={(e) => setSaveAfter(e.currentTarget.checked)} />
      <Group justify="flex-end">
        <Button disabled={!allowed} onClick={() => void start()} data-testid="calibration-start">
          {t('heaterCalibration.start')}
        </Button>
      </Group>
    </Stack>
  )
}
