import { Button, Group, Stack, Switch, TagsInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { normalizeExtensions } from '../../lib/files/editor-extensions'
import { resetSettings, saveSetting as save } from '../../state/actions/settings'
import { useUiSetting } from '../../state/settings/settings'
import { Card } from '../../ui/Card'

/** Settings → File editor: confirm-on-close, auto-edit extensions, code lens; saved to the server. */
export default function EditorSettings() {
  const { t } = useTranslation('files')
  const confirmClose = useUiSetting('editor.confirmDirtyEditorClose')
  const codeLens = useUiSetting('editor.codeLens')
  const extensions = useUiSetting('editor.autoEditExtensions')
  return (
    <Card title={t('settings.title')} testId="editor-settings">
      <Stack gap="md">
        <Switch
          label={t('settings.confirm_close')}
          description={t('settings.confirm_close_hint')}
          checked={confirmClose}
          onChange={(e) => void save('editor.confirmDirtyEditorClose', e.currentTarget.checked)}
        />
        <TagsInput
          label={t('settings.auto_edit')}
          description={t('settings.auto_edit_hint')}
          value={extensions}
          onChange={(list) => void save('editor.autoEditExtensions', normalizeExtensions(list))}
          splitChars={[',', ' ']}
          clearable
          data-testid="auto-edit-extensions"
        />
        <Switch
          label={t('settings.code_lens')}
          description={t('settings.code_lens_hint')}
          checked={codeLens}
          onChange={(e) => void save('editor.codeLens', e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void resetSettings(['editor'])}>
            {t('settings.reset')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
