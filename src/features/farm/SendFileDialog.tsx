import { Button, FileInput, Group, Progress, Radio, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatPercent } from '../../lib/format'
import { SEND_MODES, sendFileToFleet, type SendMode, type SendProgress } from '../../state/fleet/fleet-actions'
import type { FleetPrinter } from '../../state/fleet/fleet'
import { Dialog } from '../../ui/Dialog'
import { nameOf, reportOutcomes } from './run-on-printers'

function PrinterRow({ printer, progress }: { printer: FleetPrinter; progress?: SendProgress }) {
  const { t } = useTranslation('farm')
  const status = !progress
    ? ''
    : progress.phase === 'uploading'
      ? t('send.uploading', { percent: formatPercent(Math.floor(progress.progress * 100)) })
      : progress.phase === 'failed'
        ? t('send.failed', { error: progress.error })
        : t(`send.${progress.phase}`)
  return (
    <Table.Tr data-testid="send-row" data-printer={printer.apiUrl} data-phase={progress?.phase ?? 'waiting'}>
      <Table.Td>
        <Text fz="sm" fw={500}>{nameOf(printer)}</Text>
        <Text fz={11} c="dimmed">{printer.host}</Text>
      </Table.Td>
      <Table.Td w="55%">
        {progress && progress.phase !== 'failed' && <Progress value={progress.progress * 100} size="xs" mb={4} />}
        <Text fz="xs" c={progress?.phase === 'failed' ? 'red' : 'dimmed'}>{status}</Text>
      </Table.Td>
    </Table.Tr>
  )
}

/** Sends one file to the selected printers: each gets one upload, then prints it, queues it or keeps it. */
export function SendFileDialog({ printers, opened, onClose }: { printers: readonly FleetPrinter[]; opened: boolean; onClose(): void }) {
  const { t } = useTranslation('farm')
  const [file, setFile] = useState<File | null>(null)
  const [mode, setMode] = useState<SendMode>('print')
  const [progress, setProgress] = useState<Record<string, SendProgress>>({})
  const [running, setRunning] = useState(false)
  const started = Object.keys(progress).length > 0

  const send = async () => {
    if (!file) return
    setRunning(true)
    setProgress({})
    const outcomes = await sendFileToFleet(file, mode, printers, (p) => setProgress((all) => ({ ...all, [p.apiUrl]: p })))
    setRunning(false)
    reportOutcomes(t('actions.send'), printers, outcomes)
  }
  const close = () => {
    if (running) return
    setProgress({})
    setFile(null)
    onClose()
  }

  return (
    <Dialog opened={opened} onClose={close} title={t('send.title', { count: printers.length })} size="lg">
      <Stack gap="sm">
        <FileInput label={t('send.file')} placeholder={t('send.choose')} accept=".gcode,.g,.gco,.ufp" value={file} onChange={setFile} disabled={running} data-testid="send-file-input" clearable />
        <Radio.Group label={t('send.mode')} value={mode} onChange={(v) => setMode(SEND_MODES.find((m) => m === v) ?? 'print')}>
          <Group gap="md" mt={4}>
            <Radio value="print" label={t('send.print')} disabled={running} />
            <Radio value="queue" label={t('send.queue')} disabled={running} />
            <Radio value="upload" label={t('send.upload')} disabled={running} />
          </Group>
        </Radio.Group>
        <Table>
          <Table.Tbody>
            {printers.map((p) => (
              <PrinterRow key={p.apiUrl} printer={p} progress={progress[p.apiUrl]} />
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={running}>
            {t('send.close')}
          </Button>
          <Button onClick={() => void send()} loading={running} disabled={!file || started}>
            {t('send.start')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  )
}
