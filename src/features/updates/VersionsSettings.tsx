import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconChevronDown, IconInfoCircle, IconRefresh } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { commitsBehind, displayVersion, sortedComponents, targetVersion, updatableComponents, versionState, type VersionState } from '../../lib/system/versions'
import { recoverComponent, refreshVersions, REFRESH_WAIT, updateAll, updateComponent } from '../../state/actions/updates'
import { usePrintInProgress } from '../../state/printer-selectors'
import { useVersionsStore } from '../../state/versions'
import { useWait } from '../../state/waits'
import { confirm } from '../../ui/confirm'
import { VersionDetailsDialog } from './VersionDetailsDialog'
import { UpdateDialog } from './UpdateDialog'
import { Menu } from '../../ui/menu'
import { Tooltip } from '../../ui/tooltip'

const STATE_COLOR: Record<VersionState, string> = { up_to_date: 'green', update: 'blue', dirty: 'orange', invalid: 'red' }

function ComponentRow({ name, disabled, onDetails }: { name: string; disabled: boolean; onDetails(): void }) {
  const { t } = useTranslation('system')
  const info = useVersionsStore((s) => s.info[name])
  const state = versionState(name, info)
  const behind = commitsBehind(info)
  const labels: Record<VersionState, string> = {
    up_to_date: t('versions.upToDate', 'Up to date'),
    update: t('versions.updateAvailable', 'Update available'),
    dirty: t('versions.dirty', 'Dirty'),
    invalid: t('versions.invalid', 'Invalid'),
  }
  const recover = async (hard: boolean) => {
    const ok = await confirm({
      title: hard ? t('versions.hardRecover', 'Hard recovery of {{name}}', { name }) : t('versions.softRecover', 'Soft recovery of {{name}}', { name }),
      message: t('versions.recoverMessage', 'Local changes in {{name}} are discarded. Are you sure?', { name }),
      danger: hard,
    })
    if (ok) void recoverComponent(name, hard)
  }
  const packages = info.package_count !== undefined
  return (
    <Paper withBorder p="sm" radius="sm" data-testid={`version-${name}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={600}>{name}</Text>
            <Badge size="sm" variant="light" color={STATE_COLOR[state]} data-testid="version-state">
              {labels[state]}
            </Badge>
          </Group>
          {packages ? (
            <Text size="sm" c="dimmed">
              {t('versions.packages', '{{count}} packages can be upgraded', { count: info.package_count })}
            </Text>
          ) : (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="version-installed">
              {displayVersion(info)}
              {state === 'update' && targetVersion(info) ? ` → ${targetVersion(info)}` : ''}
              {behind > 0 ? ` · ${t('versions.behind', '{{count}} commits behind', { count: behind })}` : ''}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('versions.details', 'Details')}>
            <ActionIcon variant="subtle" onClick={onDetails} aria-label={`${t('versions.details', 'Details')} ${name}`}>
              <IconInfoCircle size={18} />
            </ActionIcon>
          </Tooltip>
          {state === 'update' && (
            <Button size="compact-sm" disabled={disabled} onClick={() => void updateComponent(name)}>
              {t('versions.update', 'Update')}
            </Button>
          )}
          {(state === 'dirty' || state === 'invalid') && (
            <Menu position="bottom-end">
              <Menu.Target>
                <Button size="compact-sm" color="orange" disabled={disabled} rightSection={<IconChevronDown size={14} />}>
                  {t('versions.recover', 'Recover')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => void recover(false)}>{t('versions.soft', 'Soft recovery')}</Menu.Item>
                <Menu.Item color="red" onClick={() => void recover(true)}>
                  {t('versions.hard', 'Hard recovery')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>
    </Paper>
  )
}

/** Settings → Versions (SPEC §4): every component's state, refresh, update, update all, recover. */
export default function VersionsSettings() {
  const { t } = useTranslation('system')
  const names = useVersionsStore(useShallow((s) => sortedComponents(s.info)))
  const pending = useVersionsStore(useShallow((s) => updatableComponents(s.info)))
  const busy = useVersionsStore((s) => s.busy)
  const refreshing = useWait(REFRESH_WAIT)
  const printing = usePrintInProgress()
  const [details, setDetails] = useState<string | null>(null)
  // SPEC §4: updates are disabled while refreshing or printing (and while one runs).
  const disabled = refreshing || printing || busy
  return (
    <Stack gap="sm" data-testid="versions-settings">
      <Group justify="flex-end" gap="xs">
        <Button variant="light" leftSection={<IconRefresh size={16} />} loading={refreshing} disabled={busy || printing} onClick={() => void refreshVersions()}>
          {t('versions.refresh', 'Refresh')}
        </Button>
        <Button disabled={disabled || pending.length === 0} onClick={() => void updateAll()}>
          {t('versions.updateAll', 'Update all')}
        </Button>
      </Group>
      {names.map((n) => (
        <ComponentRow key={n} name={n} disabled={disabled} onDetails={() => setDetails(n)} />
      ))}
      <VersionDetailsDialog name={details} onClose={() => setDetails(null)} />
      <UpdateDialog />
    </Stack>
  )
}
