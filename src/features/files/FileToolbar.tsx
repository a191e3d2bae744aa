import { ActionIcon, Anchor, Breadcrumbs, Group, SegmentedControl, Text, TextInput } from '@mantine/core'
import { IconAlertTriangle, IconDatabaseExclamation, IconRefresh, IconSearch } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { pathSteps } from '../../lib/files/paths'
import { AddMenu, ColumnMenu, FilterMenu } from './ToolbarMenus'
import type { FileBrowserState } from './useFileBrowser'
import { Tooltip } from '../../ui/tooltip'

interface FileToolbarProps {
  browser: FileBrowserState
  onUpload(files: File[], print: boolean): void
  onUploadFolder(files: File[]): void
  onNewFile(): void
  onNewFolder(): void
}

/** Root tabs, where we are, warnings, and the browser's tools. */
export function FileToolbar({ browser, onUpload, onUploadFolder, onNewFile, onNewFolder }: FileToolbarProps) {
  const { t } = useTranslation('files')
  const { root, path, available, actions } = browser
  return (
    <Group gap="xs" px="sm" py={6} wrap="wrap" data-testid="file-toolbar">
      {browser.roots.length > 1 && (
        <SegmentedControl
          size="xs"
          value={root}
          onChange={browser.changeRoot}
          data={browser.roots.map((r) => ({ value: r, label: t(`roots.${r}`, { defaultValue: r }) }))}
          data-testid="root-tabs"
        />
      )}
      <Breadcrumbs separator="/" separatorMargin={4} style={{ flex: 1, minWidth: 120, flexWrap: 'wrap' }} data-testid="file-path">
        <Anchor component="button" type="button" size="sm" onClick={() => browser.navigate('')}>
          {t(`roots.${root}`, { defaultValue: root })}
        </Anchor>
        {pathSteps(path).map((step) => (
          <Anchor key={step.path} component="button" type="button" size="sm" onClick={() => browser.navigate(step.path)}>
            {step.name}
          </Anchor>
        ))}
      </Breadcrumbs>
      {!available && (
        <Group gap={4} c="orange" data-testid="root-unavailable">
          <IconAlertTriangle size={16} />
          <Text size="sm">{t('warnings.root_unavailable', { root })}</Text>
        </Group>
      )}
      {available && browser.lowDisk && (
        <Tooltip label={t('warnings.low_disk')}>
          <Group gap={4} c="orange" data-testid="low-disk">
            <IconDatabaseExclamation size={16} />
            <Text size="sm">{t('warnings.low_disk')}</Text>
          </Group>
        </Tooltip>
      )}
      <TextInput
        size="xs"
        w={160}
        placeholder={t('toolbar.search')}
        aria-label={t('toolbar.search')}
        leftSection={<IconSearch size={14} />}
        value={browser.search}
        onChange={(e) => browser.setSearch(e.currentTarget.value)}
      />
      {actions.filter.visible && <FilterMenu filters={browser.filters} onChange={browser.setFilters} disabled={!actions.filter.enabled} />}
      <ColumnMenu
        all={browser.allColumns}
        visible={browser.columns}
        onToggle={browser.setColumnVisible}
        absoluteDates={browser.absoluteDates}
        onAbsoluteDates={browser.setAbsoluteDates}
      />
      <AddMenu root={root} accepts={browser.props.accepts} actions={actions} onUpload={onUpload} onUploadFolder={onUploadFolder} onNewFile={onNewFile} onNewFolder={onNewFolder} />
      <Tooltip label={t('toolbar.refresh')}>
        <ActionIcon variant="subtle" color="gray" aria-label={t('toolbar.refresh')} onClick={browser.refresh} disabled={!available} loading={browser.listing?.loading}>
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  )
}
