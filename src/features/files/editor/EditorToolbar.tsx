import { Anchor, Badge, Button, Group, Text } from '@mantine/core'
import { IconBook, IconDeviceFloppy, IconHistory, IconRefresh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

interface EditorToolbarProps {
  path: string
  dirty: boolean
  readonly: boolean
  saving: boolean
  /** The configuration reference's address, when the file has one and the printer is idle. */
  reference: string | null
  canRestart: boolean
  /** Config-root files keep versions. */
  hasHistory: boolean
  onSave(restart: boolean): void
  onHistory(): void
  onClose(): void
}

/** The editor's bar: the file's name (• when unsaved), reference link, History, Save, Save & restart, Close. */
export function EditorToolbar(p: EditorToolbarProps) {
  const { t } = useTranslation('files')
  return (
    <Group px="md" py="xs" gap="sm" wrap="wrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="editor-dialog">
      <Text fw={600} truncate style={{ flex: 1, minWidth: 120 }} data-testid="editor-filename">
        {p.path}
        {p.dirty && ' •'}
      </Text>
      {p.readonly && <Badge color="gray">{t('editor.readonly')}</Badge>}
      {p.reference && (
        <Anchor href={p.reference} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4}>
            <IconBook size={16} />
            {t('editor.config_reference')}
          </Group>
        </Anchor>
      )}
      {p.hasHistory && (
        <Button size="xs" variant="default" leftSection={<IconHistory size={16} />} onClick={p.onHistory}>
          {t('editor.history.button')}
        </Button>
      )}
      {!p.readonly && (
        <Button size="xs" leftSection={<IconDeviceFloppy size={16} />} onClick={() => p.onSave(false)} loading={p.saving} disabled={!p.dirty}>
          {t('actions.save')}
        </Button>
      )}
      {p.canRestart && (
        <Button size="xs" variant="light" leftSection={<IconRefresh size={16} />} onClick={() => p.onSave(true)} loading={p.saving}>
          {t('editor.save_restart')}
        </Button>
      )}
      <Button size="xs" variant="default" onClick={p.onClose}>
        {t('actions.close')}
      </Button>
    </Group>
  )
}
