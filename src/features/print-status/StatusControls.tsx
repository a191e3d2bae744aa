import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core'
import { IconAlertOctagon, IconDotsVertical, IconFileX, IconPlayerPause, IconPlayerPlay, IconPlayerStop, IconPrinter, IconRefresh } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { firmwareRestart } from '../../state/actions/klippy'
import { cancelPrint, clearPrintFile, pausePrint, PRINT_WAITS, resumePrint, startPrint } from '../../state/actions/print'
import { requestEmergencyStop } from '../../state/estop'
import { confirm } from '../../ui/confirm'
import { usePrinterField } from '../../state/printer-fields'
import { usePrintState } from '../../state/printer-selectors'
import { useHasComponent, useServerStore } from '../../state/server'
import { useAnyWait } from '../../state/waits'
import { useCardChrome } from '../../ui/card-context'
import { printControls } from './controls'

interface Control {
  key: string
  label: string
  icon: ReactNode
  color?: string
  onClick(): void
}

/** Pause / Resume / Cancel / Clear file / Re-print, emergency stop and firmware restart (SPEC §4). */
export function StatusControls() {
  const { t } = useTranslation('dashboard')
  const printState = usePrintState()
  const filename = usePrinterField('print_stats', 'filename') ?? ''
  const hasHistory = useHasComponent('history')
  const shutdown = useServerStore((s) => s.klippyState === 'shutdown' || s.klippyState === 'error')
  const pending = useAnyWait(PRINT_WAITS)
  const narrow = useCardChrome()?.narrow ?? false
  const shown = printControls(printState, filename, hasHistory)
  const askCancel = async () => {
    if (await confirm({ title: t('status.cancelTitle'), message: t('status.areYouSure'), confirmLabel: t('status.yes'), cancelLabel: t('status.no'), danger: true })) void cancelPrint()
  }

  const controls: Control[] = []
  if (shown.pause) controls.push({ key: 'pause', label: t('status.pause'), icon: <IconPlayerPause size={18} />, onClick: () => void pausePrint() })
  if (shown.resume) controls.push({ key: 'resume', label: t('status.resume'), icon: <IconPlayerPlay size={18} />, onClick: () => void resumePrint() })
  if (shown.cancel) controls.push({ key: 'cancel', label: t('status.cancel'), icon: <IconPlayerStop size={18} />, color: 'red', onClick: () => void askCancel() })
  if (shown.reprint) controls.push({ key: 'reprint', label: t('status.reprint'), icon: <IconPrinter size={18} />, onClick: () => void startPrint(filename) })
  if (shown.clearFile) controls.push({ key: 'clear', label: t('status.clearFile'), icon: <IconFileX size={18} />, onClick: () => void clearPrintFile() })
  if (shutdown) controls.push({ key: 'firmware-restart', label: t('status.firmwareRestart'), icon: <IconRefresh size={18} />, color: 'orange', onClick: () => void firmwareRestart() })

  return (
    <>
      <Group gap={4} wrap="nowrap">
        {narrow && controls.length > 1 ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('status.controls')} disabled={pending}>
                <IconDotsVertical size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {controls.map((c) => (
                <Menu.Item key={c.key} leftSection={c.icon} color={c.color} onClick={c.onClick} disabled={pending}>
                  {c.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : (
          controls.map((c) => (
            <Button key={c.key} size="compact-sm" variant="light" color={c.color} leftSection={c.icon} onClick={c.onClick} disabled={pending}>
              {c.label}
            </Button>
          ))
        )}
        <Tooltip label={t('status.emergencyStop')}>
          <ActionIcon color="red" variant="filled" onClick={() => void requestEmergencyStop()} aria-label={t('status.emergencyStop')}>
            <IconAlertOctagon size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </>
  )
}
