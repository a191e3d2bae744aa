import { Stack } from '@mantine/core'
import { IconFileText } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { useServerStore } from '../../state/server'
import { Card } from '../../ui/Card'
import { MessageList } from '../../ui/MessageList'
import { LogDownloads } from './LogDownloads'

/** Log downloads, and Moonraker's failed components and warnings with their messages. */
export function LogsCard() {
  const { t } = useTranslation('system')
  const failed = useServerStore(useShallow((s) => s.failedComponents))
  const warnings = useServerStore(useShallow((s) => s.warnings))
  return (
    <Card title={t('logs.title', 'Logs and server health')} icon={<IconFileText size={18} />} testId="system-logs">
      <Stack gap="sm">
        <LogDownloads />
        <MessageList color="red" title={t('logs.failed', 'Failed components')} messages={failed} />
        <MessageList color="yellow" title={t('logs.warnings', 'Moonraker warnings')} messages={warnings} />
      </Stack>
    </Card>
  )
}
