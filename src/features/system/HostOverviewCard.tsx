import { IconCpu } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { formatFileSize } from '../../lib/format'
import { useMachineStore } from '../../state/machine'
import { useServerStore } from '../../state/server'
import { Card } from '../../ui/Card'
import { InfoRows } from './InfoRows'

/** Hostname, model, CPU, memory, hardware, processor (bits, cores) and distribution (SPEC §2). */
export function HostOverviewCard() {
  const { t } = useTranslation('system')
  const info = useMachineStore((s) => s.systemInfo)
  const hostname = useServerStore((s) => s.printerInfo?.hostname ?? '')
  const cpu = info?.cpu_info ?? {}
  const dist = info?.distribution ?? {}
  // Memory arrives in memory_units (kB on Linux).
  const memory = cpu.total_memory ? formatFileSize(cpu.total_memory * (cpu.memory_units === 'kB' ? 1024 : 1)) : ''
  const processor = [cpu.processor, cpu.bits, cpu.cpu_count ? t('overview.cores', '{{count}} cores', { count: cpu.cpu_count }) : ''].filter(Boolean).join(', ')
  return (
    <Card title={t('overview.title', 'Host')} icon={<IconCpu size={18} />} testId="system-overview">
      <InfoRows
        rows={[
          [t('overview.hostname', 'Hostname'), hostname],
          [t('overview.model', 'Model'), cpu.model],
          [t('overview.cpu', 'CPU'), cpu.cpu_desc],
          [t('overview.memory', 'Total memory'), memory],
          [t('overview.hardware', 'Hardware'), cpu.hardware_desc],
          [t('overview.processor', 'Processor'), processor],
          [t('overview.distribution', 'Distribution'), dist.name],
          [t('overview.codename', 'Codename'), dist.codename],
          [t('overview.like', 'Based on'), dist.like],
        ]}
      />
    </Card>
  )
}
