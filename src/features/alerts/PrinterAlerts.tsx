import { Stack, Switch, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { setAlertPreferences, useAlertPreferences } from '../../state/alerts/preferences'
import { initialFarmPrinter, printerName } from '../../state/fleet/farm-printer'
import { useFleetStore } from '../../state/fleet/fleet'
import type { PrinterInstance } from '../../state/instances'
import { useSessionStore } from '../../state/session'

/** Stands in for a printer the fleet has not started yet (its name is then the instance's). */
const NO_FLEET = createStore(initialFarmPrinter)

function PrinterSwitch({ instance }: { instance: PrinterInstance }) {
  const { t } = useTranslation('alerts')
  const fleet = useFleetStore((s) => s.printers.find((p) => p.apiUrl === instance.apiUrl))
  const own = useStore(fleet?.store ?? NO_FLEET, (s) => s.name)
  const printer = fleet ? printerName({ name: own }, instance.name || fleet.host) : instance.name
  const muted = useAlertPreferences((s) => s.mutedPrinters.includes(instance.apiUrl))
  const set = (on: boolean) => {
    const list = useAlertPreferences.getState().mutedPrinters.filter((u) => u !== instance.apiUrl)
    setAlertPreferences({ mutedPrinters: on ? list : [...list, instance.apiUrl] })
  }
  return <Switch label={t('printerOn', { printer })} checked={!muted} onChange={(e) => set(e.currentTarget.checked)} data-testid="alerts-printer" />
}

/** One switch a configured printer: its events raise alerts or not. */
export function PrinterAlerts() {
  const { t } = useTranslation('alerts')
  const instances = useSessionStore((s) => s.instances)
  if (!instances.length) return null
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t('printers')}
      </Text>
      {instances.map((i) => (
        <PrinterSwitch key={i.apiUrl} instance={i} />
      ))}
    </Stack>
  )
}
