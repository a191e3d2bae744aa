import { Button, Group, Text } from '@mantine/core'
import { IconPower, IconRefresh } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { rebootHost, shutdownHost } from '../../state/actions/host'
import { usePrintInProgress } from '../../state/printer-selectors'
import { ConfirmDialog } from '../../ui/ConfirmDialog'

type HostAction = 'reboot' | 'shutdown'

/** Host reboot and shutdown, each confirmed, both disabled while printing. */
export function HostCommands() {
  const { t } = useTranslation()
  const printing = usePrintInProgress()
  const [asking, setAsking] = useState<HostAction | null>(null)
  const run = () => {
    const action = asking
    setAsking(null)
    void (action === 'reboot' ? rebootHost() : shutdownHost())
  }
  return (
    <div>
      <Text size="sm" fw={600} mb="xs">
        {t('tools.host', 'Host')}
      </Text>
      <Group grow>
        <Button leftSection={<IconRefresh size={16} />} variant="light" disabled={printing} onClick={() => setAsking('reboot')}>
          {t('tools.reboot', 'Reboot')}
        </Button>
        <Button leftSection={<IconPower size={16} />} variant="light" color="red" disabled={printing} onClick={() => setAsking('shutdown')}>
          {t('tools.shutdown', 'Shutdown')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking !== null}
        title={asking === 'reboot' ? t('tools.rebootHost', 'Reboot host') : t('tools.shutdownHost', 'Shutdown host')}
        message={t('app.areYouSure', 'Are you sure?')}
        danger
        onConfirm={run}
        onCancel={() => setAsking(null)}
      />
    </div>
  )
}
