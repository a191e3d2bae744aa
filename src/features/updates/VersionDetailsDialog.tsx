import { Anchor, Group, List, ScrollArea, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { commitUrl, releaseUrl } from '../../lib/system/versions'
import { useVersionsStore } from '../../state/versions'
import { formatDateTime } from '../../lib/datetime'
import { useDateTimePrefs } from '../../state/datetime-prefs'
import { Dialog } from '../../ui/Dialog'

/** A component's commit history (author, date, message, link) or its package list (SPEC §4). */
export function VersionDetailsDialog({ name, onClose }: { name: string | null; onClose(): void }) {
  const { t } = useTranslation('system')
  const prefs = useDateTimePrefs()
  const info = useVersionsStore((s) => (name ? s.info[name] : undefined))
  const commits = info?.commits_behind ?? []
  const packages = info?.package_list ?? []
  const release = info ? releaseUrl(info) : null
  return (
    <Dialog opened={name !== null && info !== undefined} onClose={onClose} title={name ?? ''} size="lg" scrollAreaComponent={ScrollArea.Autosize}>
      {info && commits.length > 0 && (
        <Stack gap="sm" data-testid="version-commits">
          {commits.map((c) => {
            const url = commitUrl(info, c.sha)
            return (
              <div key={c.sha}>
                <Text fw={600} size="sm">
                  {c.subject}
                </Text>
                <Group gap={6}>
                  <Text size="xs" c="dimmed">
                    {c.author} · {formatDateTime(new Date(Number(c.date) * 1000), prefs)}
                  </Text>
                  {url && (
                    <Anchor size="xs" href={url} target="_blank" rel="noopener noreferrer" ff="monospace">
                      {c.sha.slice(0, 8)}
                    </Anchor>
                  )}
                </Group>
                {c.message && c.message !== c.subject && (
                  <Text size="xs" style={{ whiteSpace: 'pre-wrap' }} c="dimmed">
                    {c.message}
                  </Text>
                )}
              </div>
            )
          })}
        </Stack>
      )}
      {packages.length > 0 && (
        <List size="sm" data-testid="version-packages">
          {packages.map((p) => (
            <List.Item key={p}>{p}</List.Item>
          ))}
        </List>
      )}
      {commits.length === 0 && packages.length === 0 && (
        <Text size="sm">
          {t('versions.nothingPending', 'Nothing to install.')}{' '}
          {release && (
            <Anchor href={release} target="_blank" rel="noopener noreferrer">
              {t('versions.releases', 'Release notes')}
            </Anchor>
          )}
        </Text>
      )}
    </Dialog>
  )
}
