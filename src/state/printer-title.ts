import { printerTitle } from '../lib/page-title'
import { useServerStore } from './server'
import { useSessionStore } from './session'
import { useUiSetting } from './settings/settings'

/** The printer's name for the app bar and the tab (see printerTitle). */
export function usePrinterTitle(): string {
  const setting = useUiSetting('general.instanceName')
  const hostname = useServerStore((s) => s.printerInfo?.hostname ?? '')
  const address = useSessionStore((s) => s.instances.find((i) => i.active)?.name ?? '')
  return printerTitle({ setting, hostname, address })
}
