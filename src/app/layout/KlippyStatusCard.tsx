import { Alert, Button, Group, Stack } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { restartService } from '../../state/actions/host'
import { firmwareRestart, restartKlipper } from '../../state/actions/klippy'
import { usePrinterField, usePrinterList } from '../../state/printer-fields'
import { useServerStore } from '../../state/server'
import { printerConfigWarnings } from '../../lib/printer-warnings'
import { Card } from '../../ui/Card'
import { LinkedText } from '../../ui/LinkedText'
import { MessageList } from '../../ui/MessageList'
import { useShallow } from 'zustand/react/shallow'
import { PrinterPowerNotice, usePrinterPoweredOff } from '../../features/power/PrinterPowerNotice'
import { LogDownloads } from '../../features/system/LogDownloads'

/** 'Klippy: {state}' with its message, warnings and the restart buttons, while not ready or warned. */
export default function KlippyStatusCard() {
  const { t } = useTranslation()
  const { klippyState, klippyMessage, failed, serverWarnings } = useServerStore(
    useShallow((s) => ({ klippyState: s.klippyState, klippyMessage: s.klippyMessage, failed: s.failedComponents, serverWarnings: s.warnings })),
  )
  const objectNames = usePrinterList((p) => p.names)
  const configWarnings = usePrinterField('configfile', 'warnings')
  const configSections = usePrinterList((p) => Object.keys(p.object('configfile')?.settings ?? {}))
  const [busy, setBusy] = useState(false)
  // The printer's own power device is off: Klipper is away because the printer is off, not broken.
  const poweredOff = usePrinterPoweredOff()

  const warnings = useMemo(() => {
    const list: string[] = []
    if (klippyState === 'ready' && objectNames.length) list.push(...printerConfigWarnings(objectNames, configSections).map((code) => t(`klippy.config.${code}`)))
    for (const w of configWarnings ?? []) list.push(w.message)
    for (const c of failed) list.push(t('klippy.failedComponent', 'Moonraker has failed plugins, please check your logs, update your configuration and restart moonraker.') + ` (${c})`)
    list.push(...serverWarnings)
    return list
  }, [klippyState, objectNames, configSections, configWarnings, failed, serverWarnings, t])

  const ready = klippyState === 'ready'
  const shownState = poweredOff ? 'off' : klippyState === 'unknown' ? 'connecting' : klippyState
  if (ready && warnings.length === 0) return null

  const run = (call: () => Promise<unknown>) => async () => {
    setBusy(true)
    await call()
    setBusy(false)
  }

  return (
    <Card title={t('klippy.title', { state: t(`klippy.state.${shownState}`, { defaultValue: shownState }) })} icon={<IconAlertTriangle color={poweredOff ? 'gray' : 'orange'} />} testId="klippy-status-card">
      <Stack>
        {poweredOff && <PrinterPowerNotice />}
        {!ready && !poweredOff && klippyMessage && klippyMessage !== 'Printer is ready' && (
          <Alert color="red" styles={{ message: { whiteSpace: 'pre-wrap' } }}>
            <LinkedText text={klippyMessage} />
          </Alert>
        )}
        <MessageList color="yellow" title={t('klippy.warnings', 'Warnings')} messages={warnings} />
        <Group>
          <Button onClick={run(restartKlipper)} loading={busy} variant="light">
            {t('klippy.restart', 'Restart')}
          </Button>
          <Button onClick={run(firmwareRestart)} loading={busy} color="orange">
            {t('klippy.firmwareRestart', 'Firmware restart')}
          </Button>
          <Button onClick={run(() => restartService('klipper'))} loading={busy} variant="default">
            {t('klippy.restartKlipper', 'Restart Klipper service')}
          </Button>
        </Group>
        <LogDownloads />
      </Stack>
    </Card>
  )
}
