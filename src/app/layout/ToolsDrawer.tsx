import { Divider, Drawer, ScrollArea, Stack, Switch, Title } from '@mantine/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { loadMachine } from '../../state/machine'
import { useSessionStore } from '../../state/session'
import { useUiSetting } from '../../state/settings/settings'
import { setLayoutMode, useUiStore } from '../../state/ui'
import { HostCommands } from '../../features/system/HostCommands'
import { KlipperCommands } from '../../features/system/KlipperCommands'
import { ServiceList } from '../../features/system/ServiceList'
import { PowerDevicesList } from '../../features/power/PowerDevicesList'
import { InstancesList } from '../../features/instances/InstancesList'
import { LogDownloads } from '../../features/system/LogDownloads'

/** The right drawer: instance, system commands, power, services, printers, layout adjust. */
export default function ToolsDrawer({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation()
  const instanceName = useUiSetting('general.instanceName')
  const activeName = useSessionStore((s) => s.instances.find((i) => i.active)?.name ?? '')
  const layoutMode = useUiStore((s) => s.layoutMode)
  // Services and power devices change outside the UI too: fetch them fresh each time the drawer opens.
  useEffect(() => {
    if (opened) void loadMachine()
  }, [opened])
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={320} title={<Title order={4}>{instanceName || activeName}</Title>} scrollAreaComponent={ScrollArea.Autosize}>
      <Stack gap="md">
        <HostCommands />
        <KlipperCommands />
        <Divider />
        <PowerDevicesList />
        <ServiceList />
        <LogDownloads />
        <Divider />
        <InstancesList />
        <Divider />
        <Switch
          label={t('tools.layoutMode', 'Adjust dashboard layout')}
          checked={layoutMode}
          onChange={(e) => {
            setLayoutMode(e.currentTarget.checked)
            onClose()
          }}
        />
      </Stack>
    </Drawer>
  )
}
