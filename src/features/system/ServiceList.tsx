import { ActionIcon, Group, Stack, Text } from '@mantine/core'
import { IconPlayerPlay, IconPlayerStopFilled, IconRefresh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { restartService, startService, stopService } from '../../state/actions/host'
import { serviceButtons, useMachineStore } from '../../state/machine'
import { confirm } from '../../ui/confirm'
import { Tooltip } from '../../ui/tooltip'

type Pending = { service: string; action: 'restart' | 'start' | 'stop' }

export function ServiceList() {
  const { t } = useTranslation()
  const services = useMachineStore((s) => s.services)
  const names = Object.keys(services).sort()
  if (names.length === 0) return null

  const run = async ({ service, action }: Pending) => {
    const verb = action === 'stop' ? t('tools.stop', 'Stop') : action === 'start' ? t('tools.start', 'Start') : t('tools.restart', 'Restart')
    if (!(await confirm({ title: `${verb} ${service}`, message: t('app.areYouSure', 'Are you sure?') }))) return
    const call = action === 'restart' ? restartService : action === 'start' ? startService : stopService
    void call(service)
  }

  return (
    <div>
      <Text size="sm" fw={600} mb="xs">
        {t('tools.services', 'Services')}
      </Text>
      <Stack gap={4}>
        {names.map((name) => {
          const { primary, canStop, showStop } = serviceButtons(name, services[name])
          return (
            <Group key={name} justify="space-between" wrap="nowrap" data-testid={`service-${name}`}>
              <Text size="sm" truncate>
                {name}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Tooltip label={primary === 'restart' ? t('tools.restart', 'Restart') : t('tools.start', 'Start')}>
                  <ActionIcon variant="subtle" aria-label={`${primary === 'restart' ? t('tools.restart', 'Restart') : t('tools.start', 'Start')} ${name}`} onClick={() => void run({ service: name, action: primary })}>
                    {primary === 'restart' ? <IconRefresh size={18} /> : <IconPlayerPlay size={18} />}
                  </ActionIcon>
                </Tooltip>
                {showStop && (
                  <Tooltip label={t('tools.stop', 'Stop')}>
                    <ActionIcon variant="subtle" color="red" disabled={!canStop} aria-label={`${t('tools.stop', 'Stop')} ${name}`} onClick={() => void run({ service: name, action: 'stop' })}>
                      <IconPlayerStopFilled size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Group>
          )
        })}
      </Stack>
    </div>
  )
}
