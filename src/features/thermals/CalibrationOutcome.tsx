import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDuration } from '../../lib/format'
import { saveConfigAndRestart } from '../../state/actions/save-config'
import type { HeaterCalibration } from '../../state/heater-calibration'
import { usePrinter, usePrinterNumber } from '../../state/printer-fields'
import { usePrintInProgress } from '../../state/printer-selectors'
import { useWait } from '../../state/waits'

interface Props {
  run: HeaterCalibration
  onAgain(): void
  onClose(): void
}

/** A calibration under way (temperature, target, time so far), or how it ended. */
export function CalibrationOutcome({ run, onAgain, onClose }: Props) {
  const { t } = useTranslation('dashboard')
  if (run.outcome === 'running') return <CalibrationProgress run={run} />
  return (
    <Stack gap="sm">
      {run.result ? (
        <ResultTable run={run} />
      ) : (
        <Alert color="red" data-testid="calibration-failed">
          {t('heaterCalibration.failed')}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onAgain}>
          {t('heaterCalibration.again')}
        </Button>
        <Button variant="default" onClick={onClose}>
          {t('heaterCalibration.close')}
        </Button>
      </Group>
    </Stack>
  )
}

function CalibrationProgress({ run }: { run: HeaterCalibration }) {
  const { t } = useTranslation('dashboard')
  const temperature = usePrinterNumber(run.heater, 'temperature') ?? 0
  const [now, setNow] = useState(() => Date.now() / 1000)
  const [reached, setReached] = useState(false)
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now() / 1000), 1000)
    return () => clearInterval(id)
  }, [])
  // Once the heater first reaches the target, Klipper cycles it around it until the end.
  useEffect(() => {
    if (temperature >= run.target - 0.5) setReached(true)
  }, [temperature, run.target])
  const target = `${run.target} °C`
  return (
    <Stack gap="sm" data-testid="calibration-running">
      <Group gap="sm">
        <Loader size="sm" />
        <Text fw={600}>{reached ? t('heaterCalibration.cycling', { target }) : t('heaterCalibration.heating', { target })}</Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">{t('thermals.temperature')}</Text>
        <Text ff="monospace" data-testid="calibration-temperature">
          {temperature.toFixed(1)} °C
        </Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">{t('heaterCalibration.elapsed')}</Text>
        <Text ff="monospace">{formatDuration(Math.max(0, now - run.startedAt))}</Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('heaterCalibration.holding')}
      </Text>
    </Stack>
  )
}

function ResultTable({ run }: { run: HeaterCalibration }) {
  const { t } = useTranslation('dashboard')
  const pending = usePrinter((p) => p.object('configfile')?.save_config_pending ?? false)
  const printing = usePrintInProgress()
  const saving = useWait('saveConfig')
  return (
    <Stack gap="sm" data-testid="calibration-result">
      <Text size="sm">{t('heaterCalibration.resultOf', { target: `${run.target} °C` })}</Text>
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {run.result?.values.map((v) => (
            <Table.Tr key={v.name}>
              <Table.Td>{v.name}</Table.Td>
              <Table.Td ta="end" ff="monospace">
                {v.value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pending && (
        <Button color="orange" variant="light" disabled={printing} loading={saving} onClick={() => void saveConfigAndRestart()} data-testid="calibration-save">
          {t('heaterCalibration.save')}
        </Button>
      )}
    </Stack>
  )
}
