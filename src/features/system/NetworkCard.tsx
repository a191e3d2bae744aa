import { Badge, Group, Stack, Text } from '@mantine/core'
import { IconNetwork } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { formatFileSize, formatTemperature } from '../../lib/format'
import { isPastFlag, throttleLevel } from '../../lib/system/throttle'
import { useMachineStore } from '../../state/machine'
import { useSystemStatsStore } from '../../state/system-stats'
import { Card } from '../../ui/Card'

const rate = (bytes: number) => `${formatFileSize(Math.round(bytes))}/s`

/** Network interfaces with addresses and live rates, the CPU temperature and the throttled state. */
export function NetworkCard() {
  const { t } = useTranslation('system')
  const interfaces = useMachineStore((s) => s.systemInfo?.network)
  const rates = useSystemStatsStore((s) => s.network)
  const cpuTemp = useSystemStatsStore((s) => s.cpuTemp)
  const flags = useSystemStatsStore(useShallow((s) => s.throttledFlags))
  const level = throttleLevel(flags)
  const names = [...new Set([...Object.keys(interfaces ?? {}), ...Object.keys(rates)])].filter((n) => n !== 'lo').sort()
  return (
    <Card title={t('network.title', 'Network and health')} icon={<IconNetwork size={18} />} testId="system-network">
      <Stack gap="sm">
        {names.map((name) => {
          const r = rates[name]
          const addresses = interfaces?.[name]?.ip_addresses ?? []
          return (
            <div key={name} data-testid={`network-${name}`}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {name}
                </Text>
                {r && (
                  <Text size="xs" c="dimmed">
                    ↓ {rate(r.rx)} · ↑ {rate(r.tx)}
                  </Text>
                )}
              </Group>
              {addresses.map((a) => (
                <Text key={a.address} size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {a.address}
                </Text>
              ))}
            </div>
          )
        })}
        <Group justify="space-between">
          <Text size="sm">{t('network.cpuTemp', 'CPU temperature')}</Text>
          <Text size="sm" data-testid="cpu-temp">
            {cpuTemp === null ? '—' : formatTemperature(cpuTemp)}
          </Text>
        </Group>
        <Group justify="space-between" align="flex-start">
          <Text size="sm">{t('network.throttled', 'Throttling')}</Text>
          <Stack gap={2} align="flex-end" data-testid="throttled-state">
            {level === 'ok' ? (
              <Badge color="green" variant="light">
                {t('network.notThrottled', 'Not throttled')}
              </Badge>
            ) : (
              flags.map((f) => (
                <Badge key={f} color={isPastFlag(f) ? 'gray' : 'red'} variant="light">
                  {f}
                </Badge>
              ))
            )}
          </Stack>
        </Group>
      </Stack>
    </Card>
  )
}
