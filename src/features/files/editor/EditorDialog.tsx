import { Anchor, Badge, Button, Group, Text, useComputedColorScheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconBook, IconDeviceFloppy, IconRefresh } from '@tabler/icons-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { KLIPPER_CONFIG_REFERENCE, MOONRAKER_CONFIG_REFERENCE } from '../../../lib/files/config-reference'
import { hasConfigReference, languageFor } from '../../../lib/files/editor-language'
import { baseName } from '../../../lib/files/paths'
import { isServiceSupported, serviceForFile } from '../../../lib/files/service-map'
import { useMachineStore } from '../../../state/machine'
import { usePrintInProgress } from '../../../state/printer-selectors'
import { showToast } from '../../../state/toasts'
import { useUiSetting } from '../../../state/settings/settings'
import { confirm, preloadConfirm } from '../../../ui/confirm'
import { useLeaveWarning } from '../../../ui/use-leave-warning'
import { saveText } from '../../../state/actions/files'
import { restartServiceFor } from '../../../state/actions/host'
import type { EditorState } from '../useFileDialogs'
import CodeEditor, { type EditorHandle } from './CodeEditor'
import { PlainEditor } from './PlainEditor'
import { Dialog } from '../../../ui/Dialog'

interface EditorDialogProps {
  file: EditorState
  onClose(): void
}

/** The file editor: full-screen, dirty-aware, with Save and Save & Restart for service configs. */
export default function EditorDialog({ file, onClose }: EditorDialogProps) {
  const { t } = useTranslation('files')
  const editor = useRef<EditorHandle>(null)
  const [dirty, setDirty] = useState(false)
  const [saving, setSaving] = useState(false)
  const confirmClose = useUiSetting('editor.confirmDirtyEditorClose')
  const codeLensOn = useUiSetting('editor.codeLens')
  const printing = usePrintInProgress()
  const dark = useComputedColorScheme('dark') === 'dark'
  const phone = useMediaQuery('(max-width: 600px)')
  const availableServices = useMachineStore((s) => s.systemInfo?.available_services)
  const language = languageFor(file.path)
  const service = serviceForFile(file.path)
  const canRestart = !file.readonly && !printing && !!service && isServiceSupported(service, availableServices ?? [])
  const showReference = hasConfigReference(language) && !printing

  // Leaving the page with unsaved changes asks the browser's own question.
  useLeaveWarning(dirty && confirmClose)
  // Closing with unsaved changes asks ours, and must be able to while the printer's host is down.
  useEffect(() => void preloadConfirm(), [])

  const requestClose = useCallback(async () => {
    if (dirty && confirmClose) {
      const discard = await confirm({
        title: t('editor.unsaved_title'),
        message: t('editor.unsaved_message'),
        confirmLabel: t('editor.discard'),
        cancelLabel: t('actions.cancel'),
        danger: true,
      })
      if (!discard) return
    }
    onClose()
  }, [dirty, confirmClose, onClose, t])

  const save = async (restart: boolean) => {
    const text = editor.current?.getText() ?? ''
    if (text.length === 0) {
      showToast({ type: 'warning', message: t('editor.empty_not_saved') })
      return
    }
    setSaving(true)
    const ok = await saveText(file.root, file.path, text)
    setSaving(false)
    if (!ok) return
    editor.current?.markSaved()
    if (restart && service) {
      await restartServiceFor(service)
      onClose()
    } else {
      showToast({ type: 'success', message: t('editor.saved') })
    }
  }

  const reference = language === 'moonraker' ? MOONRAKER_CONFIG_REFERENCE : KLIPPER_CONFIG_REFERENCE
  return (
    <Dialog
      opened
      onClose={requestClose}
      fullScreen
      padding={0}
      withCloseButton={false}
      trapFocus={false}
      transitionProps={{ duration: 0 }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column' } }}
      aria-label={baseName(file.path)}
      name={baseName(file.path)}
    >
      <Group px="md" py="xs" gap="sm" wrap="wrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="editor-dialog">
        <Text fw={600} truncate style={{ flex: 1, minWidth: 120 }} data-testid="editor-filename">
          {file.path}
          {dirty && ' •'}
        </Text>
        {file.readonly && <Badge color="gray">{t('editor.readonly')}</Badge>}
        {showReference && (
          <Anchor href={reference} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4}>
              <IconBook size={16} />
              {t('editor.config_reference')}
            </Group>
          </Anchor>
        )}
        {!file.readonly && (
          <Button size="xs" leftSection={<IconDeviceFloppy size={16} />} onClick={() => void save(false)} loading={saving} disabled={!dirty}>
            {t('actions.save')}
          </Button>
        )}
        {canRestart && (
          <Button size="xs" variant="light" leftSection={<IconRefresh size={16} />} onClick={() => void save(true)} loading={saving}>
            {t('editor.save_restart')}
          </Button>
        )}
        <Button size="xs" variant="default" onClick={requestClose}>
          {t('actions.close')}
        </Button>
      </Group>
      <div style={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>
        {phone ? (
          <PlainEditor ref={editor} text={file.text} readonly={file.readonly} onDirtyChange={setDirty} />
        ) : (
          <CodeEditor
            ref={editor}
            text={file.text}
            language={language}
            readonly={file.readonly}
            dark={dark}
            codeLensLabel={codeLensOn && showReference ? t('editor.code_lens') : null}
            onDirtyChange={setDirty}
          />
        )}
      </div>
    </Dialog>
  )
}
