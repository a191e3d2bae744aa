import { useComputedColorScheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
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
import { saveConfigText } from '../../../state/actions/config-history'
import { restartServiceFor } from '../../../state/actions/host'
import type { EditorState } from '../useFileDialogs'
import CodeEditor, { type EditorHandle } from './CodeEditor'
import { DraftBanner } from './DraftBanner'
import { EditorToolbar } from './EditorToolbar'
import { PlainEditor } from './PlainEditor'
import { useConfigLint } from './use-config-lint'
import { useDraft } from './use-draft'
import { Dialog } from '../../../ui/Dialog'

const HistoryDialog = lazy(() => import('./HistoryDialog'))

interface EditorDialogProps {
  file: EditorState
  onClose(): void
}

/** The file editor: full-screen, dirty-aware, with Save and Save & Restart for service configs, versions and drafts. */
export default function EditorDialog({ file, onClose }: EditorDialogProps) {
  const { t } = useTranslation('files')
  const editor = useRef<EditorHandle>(null)
  const [dirty, setDirty] = useState(false)
  const [saving, setSaving] = useState(false)
  const [history, setHistory] = useState(false)
  const [comparing, setComparing] = useState(false)
  const printerText = useRef(file.text)
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
  const { lint, saved: lintSaved } = useConfigLint(file.root, file.path, language, file.text)
  const draft = useDraft(file.root, file.path, file.text, file.readonly)

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
      draft.forget()
    }
    onClose()
  }, [dirty, confirmClose, onClose, t, draft])

  /** The printer's file now holds `text`. */
  const nowSaved = (text: string) => {
    printerText.current = text
    editor.current?.markSaved()
    lintSaved(text)
    draft.forget(text)
  }

  const save = async (restart: boolean) => {
    const text = editor.current?.getText() ?? ''
    if (text.length === 0) {
      showToast({ type: 'warning', message: t('editor.empty_not_saved') })
      return
    }
    setSaving(true)
    const ok = await saveConfigText(file.root, file.path, text)
    setSaving(false)
    if (!ok) return
    nowSaved(text)
    if (restart && service) {
      await restartServiceFor(service)
      onClose()
    } else {
      showToast({ type: 'success', message: t('editor.saved') })
    }
  }

  const reference = language === 'moonraker' ? MOONRAKER_CONFIG_REFERENCE : KLIPPER_CONFIG_REFERENCE
  const editorProps = { ref: editor, text: file.text, readonly: file.readonly, line: file.line, onDirtyChange: setDirty, onTextChange: draft.onTextChange }
  return (
    <Dialog
      opened
      onClose={requestClose}
      closeOnEscape={!history && !comparing}
      fullScreen
      padding={0}
      withCloseButton={false}
      trapFocus={false}
      transitionProps={{ duration: 0 }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column' } }}
      aria-label={baseName(file.path)}
      name={baseName(file.path)}
    >
      <EditorToolbar
        path={file.path}
        dirty={dirty}
        readonly={file.readonly}
        saving={saving}
        reference={showReference ? reference : null}
        canRestart={canRestart}
        hasHistory={file.root === 'config'}
        onSave={(restart) => void save(restart)}
        onHistory={() => setHistory(true)}
        onClose={() => void requestClose()}
      />
      {draft.offer && (
        <DraftBanner
          offer={draft.offer}
          printerText={printerText.current}
          language={language}
          dark={dark}
          comparing={comparing}
          onCompare={setComparing}
          onRestore={() => {
            if (draft.offer) editor.current?.replaceText(draft.offer.draft.text)
            draft.dismissOffer()
          }}
          onDiscard={() => draft.forget()}
        />
      )}
      <div style={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>
        {phone ? (
          <PlainEditor {...editorProps} />
        ) : (
          <CodeEditor {...editorProps} language={language} dark={dark} lint={lint} codeLensLabel={codeLensOn && showReference ? t('editor.code_lens') : null} />
        )}
      </div>
      {history && (
        <Suspense fallback={null}>
          <HistoryDialog path={file.path} language={language} dark={dark} onClose={() => setHistory(false)} onRestored={(text) => (editor.current?.replaceText(text), nowSaved(text))} />
        </Suspense>
      )}
    </Dialog>
  )
}
