import { Button, Group, Text } from '@mantine/core'
import { IconPower, IconRefresh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { rebootHost, shutdownHost } from '../../state/actions/host'
import { usePrintInProgress } from '../../state/printer-selectors'
import { confirm } from '../../ui/confirm'

type HostAction = 'reboot' | 'shutdown'

/** Host reboot and shutdown, each confirmed, both disabled while printing. */
export function HostCommands() {
  const { t } = useTranslation()
  const printing = usePrintInProgress()
  const run = async (action: HostAction) => {
    const title = action === 'reboot' ? t('tools.rebootHost', 'Reboot host') : t('tools.shutdownHost', 'Shutdown host')
    if (!(await confirm({ title, message: t('app.areYouSure', 'Are you sure?'), danger: true }))) return
    void (action === 'reboot' ? rebootHost() : shutdownHost())
  }
  return (
    <div>
      <Text size="sm" fw={600} mb="xs">
        {t('tools.host', 'Host')}
      </Text>
      <Group grow preventGrowOverflow={false}>
        <Button leftSection={<IconRefresh size={16} />} variant="light" disabled={printing} onClick={() => void run('reboot')}>
          {t('tools.reboot', 'Reboot')}
        </Button>
        <Button leftSection={<IconPower size={16} />} variant="light" color="red" disabled={printing} onClick={() => void run('shutdown')}>
          {t('tools.shutdown', 'Shutdown')}
        </Button>
      </Group>
    </div>
  )
}
