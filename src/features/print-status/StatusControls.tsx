import { Button, Group } from '@mantine/core'
import { IconFileX, IconPlayerPause, IconPlayerPlay, IconPlayerStop, IconPrinter, IconRefresh } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { firmwareRestart } from '../../state/actions/klippy'
import { cancelPrint, clearPrintFile, pausePrint, PRINT_WAITS, resumePrint, startCheckedPrint } from '../../state/actions/print'
import { confirm } from '../../ui/confirm'
import { usePrinterField } from '../../state/printer-fields'
import { usePrintState } from '../../state/printer-selectors'
import { useHasComponent, useServerStore } from '../../state/server'
import { useAnyWait } from '../../state/waits'
import { printControls } from './controls'
import { ExcludeObjectsButton } from './ExcludeObjectsButton'

interface Control {
  key: string
  label: string
  icon: ReactNode
  color?: string
  onClick(): void
}

/** Pause / Resume / Cancel / Clear file / Re-print and firmware restart (SPEC §4), as they apply now. */
function useControls(): Control[] {
  const { t } = useTranslation('dashboard')
  const printState = usePrintState()
  const filename = usePrinterField('print_stats', 'filename') ?? ''
  const hasHistory = useHasComponent('history')
  const shutdown = useServerStore((s) => s.klippyState === 'shutdown' || s.klippyState === 'error')
  const shown = printControls(printState, filename, hasHistory)
  const askCancel = async () => {
    if (await confirm({ title: t('status.cancelTitle'), message: t('status.areYouSure'), confirmLabel: t('status.yes'), cancelLabel: t('status.no'), danger: true })) void cancelPrint()
  }
  const controls: Control[] = []
  if (shown.pause) controls.push({ key: 'pause', label: t('status.pause'), icon: <IconPlayerPause size={16} />, onClick: () => void pausePrint() })
  if (shown.resume) controls.push({ key: 'resume', label: t('status.resume'), icon: <IconPlayerPlay size={16} />, onClick: () => void resumePrint() })
  if (shown.cancel) controls.push({ key: 'cancel', label: t('status.cancel'), icon: <IconPlayerStop size={16} />, color: 'red', onClick: () => void askCancel() })
  if (shown.reprint) controls.push({ key: 'reprint', label: t('status.reprint'), icon: <IconPrinter size={16} />, onClick: () => void startCheckedPrint(filename) })
  if (shown.clearFile) controls.push({ key: 'clear', label: t('status.clearFile'), icon: <IconFileX size={16} />, onClick: () => void clearPrintFile() })
  if (shutdown) controls.push({ key: 'firmware-restart', label: t('status.firmwareRestart'), icon: <IconRefresh size={16} />, color: 'orange', onClick: () => void firmwareRestart() })
  return controls
}

/** The print controls as labelled buttons, in a row of their own under the card title. */
export function PrintControlButtons() {
  const controls = useControls()
  const pending = useAnyWait(PRINT_WAITS)
  return (
    <Group gap="xs" data-testid="print-controls">
      {controls.map((c) => (
        <Button key={c.key} size="compact-sm" variant="light" color={c.color} leftSection={c.icon} onClick={c.onClick} disabled={pending}>
          {c.label}
        </Button>
      ))}
      <ExcludeObjectsButton />
    </Group>
  )
}

/** True when the row of print controls has something to show. */
export function useHasPrintControls(): boolean {
  // Exclude shows only while printing or paused, when Pause or Resume and Cancel show too.
  return useControls().length > 0
}
