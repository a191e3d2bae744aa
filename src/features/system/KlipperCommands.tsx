import { Button, Group, Text } from '@mantine/core'
import { IconRefresh, IconRefreshAlert } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { firmwareRestart, restartKlipper } from '../../state/actions/klippy'
import { usePrintInProgress } from '../../state/printer-selectors'
import { useWait } from '../../state/waits'
import { confirm } from '../../ui/confirm'

/**
 * Klipper's RESTART and FIRMWARE_RESTART, reachable while Klippy is ready too (the Klippy card offers
 * them only when it is not). Each is confirmed and both are disabled while a print runs.
 */
export function KlipperCommands() {
  const { t } = useTranslation()
  const printing = usePrintInProgress()
  const restarting = useWait('klipper-restart')
  const resetting = useWait('firmware-restart')
  const run = async (action: typeof restartKlipper, title: string) => {
    if (await confirm({ title, message: t('app.areYouSure', 'Are you sure?'), danger: true })) void action()
  }
  return (
    <div data-testid="klipper-commands">
      <Text size="sm" fw={600} mb="xs">
        Klipper
      </Text>
      <Group grow preventGrowOverflow={false}>
        <Button leftSection={<IconRefresh size={16} />} variant="light" disabled={printing} loading={restarting} onClick={() => void run(restartKlipper, t('klippy.restart', 'Restart'))}>
          {t('klippy.restart', 'Restart')}
        </Button>
        <Button leftSection={<IconRefreshAlert size={16} />} variant="light" color="orange" disabled={printing} loading={resetting} onClick={() => void run(firmwareRestart, t('klippy.firmwareRestart', 'Firmware restart'))}>
          {t('klippy.firmwareRestart', 'Firmware restart')}
        </Button>
      </Group>
    </div>
  )
}
