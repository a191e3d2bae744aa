import { Button, Group } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { downloadLog, type LogName } from '../../state/actions/logs'
import { useWait } from '../../state/waits'

function LogButton({ name }: { name: LogName }) {
  const { t } = useTranslation()
  const busy = useWait(`log:${name}`)
  return (
    <Button size="compact-sm" variant="light" leftSection={<IconDownload size={14} />} loading={busy} onClick={() => void downloadLog(name)}>
      {t('host.logFile', { name })}
    </Button>
  )
}

/** klippy.log and moonraker.log downloads; used by the system page, the tools drawer and the Klippy card. */
export function LogDownloads() {
  const { t } = useTranslation()
  return (
    <Group gap="xs" aria-label={t('host.downloadLogs', 'Download logs')}>
      <LogButton name="klippy" />
      <LogButton name="moonraker" />
    </Group>
  )
}
