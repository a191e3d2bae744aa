import { Alert, Group, Progress, Stack, Text } from '@mantine/core'
import { IconDeviceSdCard } from '@tabler/icons-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { formatFileSize, formatPercent } from '../../lib/format'
import { diskView } from '../../lib/system/disk'
import { loadDiskUsage, useMachineStore } from '../../state/machine'
import { Card } from '../../ui/Card'
import { InfoRows } from './InfoRows'

/** Disk usage with a floored percent bar, and the SD card / eMMC the host boots from. */
export function DiskCard() {
  const { t } = useTranslation('system')
  const usage = useMachineStore((s) => s.diskUsage)
  const sd = useMachineStore((s) => s.systemInfo?.sd_info)
  useEffect(() => {
    void loadDiskUsage().catch(() => undefined)
  }, [])
  const view = diskView(usage)
  return (
    <Card title={t('disk.title', 'Storage')} icon={<IconDeviceSdCard size={18} />} testId="system-disk">
      <Stack gap="sm">
        {usage && view && (
          <div>
            <Group justify="space-between" mb={4}>
              <Text size="sm">{t('disk.used', '{{used}} used', { used: formatFileSize(usage.used) })}</Text>
              <Text size="sm" c="dimmed">
                {t('disk.free', '{{free}} free', { free: formatFileSize(usage.free) })}
              </Text>
            </Group>
            <Progress value={view.percent} color={view.low ? 'red' : undefined} size="lg" aria-label={t('disk.title', 'Storage')} />
            <Text size="xs" c="dimmed" mt={4} data-testid="disk-percent">
              {formatPercent(view.percent)} · {formatFileSize(usage.total)}
            </Text>
          </div>
        )}
        {view?.low && (
          <Alert color="red" variant="light" p="xs">
            {t('disk.low', 'Low on disk space')}
          </Alert>
        )}
        {sd && Object.keys(sd).length > 0 && (
          <InfoRows
            testId="system-sd"
            rows={[
              [t('disk.manufacturer', 'Manufacturer'), sd.manufacturer],
              [t('disk.date', 'Manufacture date'), sd.manufacturer_date],
              [t('disk.product', 'Product'), [sd.product_name, sd.product_revision].filter(Boolean).join(' rev ')],
              [t('disk.capacity', 'Capacity'), sd.capacity],
              [t('disk.serial', 'Serial number'), sd.serial_number],
            ]}
          />
        )}
      </Stack>
    </Card>
  )
}
