import { Alert, List, Stack } from '@mantine/core'
import { IconFileText } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { useServerStore } from '../../state/server'
import { Card } from '../../ui/Card'
import { LinkedText } from '../../ui/LinkedText'
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
        {failed.length > 0 && (
          <Alert color="red" variant="light" title={t('logs.failed', 'Failed components')}>
            <List size="sm">
              {failed.map((c) => (
                <List.Item key={c}>{c}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {warnings.length > 0 && (
          <Alert color="yellow" variant="light" title={t('logs.warnings', 'Moonraker warnings')}>
            <List size="sm">
              {warnings.map((w, i) => (
                <List.Item key={i}>
                  <LinkedText text={w} />
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </Card>
  )
}
