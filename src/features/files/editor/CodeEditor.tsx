import { EditorState, type Text } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { useEffect, useImperativeHandle, useMemo, useRef, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { EditorLanguage } from '../../../lib/files/editor-language'
import type { ConfigLintOptions } from './config-lint'
import type { SearchLabels } from './search-panel'
import { editorExtensions } from './setup'

/** What the dialog asks of an editor, CodeMirror or plain text. */
export interface EditorHandle {
  getText(): string
  /** The current text is now what the server has. */
  markSaved(): void
  /** Puts other text in (a draft, a restored version), undoable. */
  replaceText(text: string): void
}

export interface CodeEditorProps {
  text: string
  language: EditorLanguage
  readonly: boolean
  dark: boolean
  codeLensLabel: string | null
  lint?: ConfigLintOptions | null
  /** 1-based line to put the cursor on, centred, when the editor first shows. */
  line?: number
  onDirtyChange(dirty: boolean): void
  /** Called (after a pause in typing) with the text as it now is. */
  onTextChange?(text: string): void
  ref?: Ref<EditorHandle>
}

/** Puts the cursor at the start of a line (1-based, clamped) and scrolls it to the middle. */
export function goToLine(view: EditorView, line: number): void {
  const target = view.state.doc.line(Math.max(1, Math.min(line, view.state.doc.lines)))
  view.dispatch({ selection: { anchor: target.from }, effects: EditorView.scrollIntoView(target.from, { y: 'center' }) })
}

/** Dirty checks wait for a pause in typing: comparing a 50 MB document on every key would stall. */
const DIRTY_CHECK_MS = 150

/** CodeMirror 6 on one file. Created once per file; options changes rebuild it. */
export default function CodeEditor({ text, language, readonly, dark, codeLensLabel, lint = null, line, onDirtyChange, onTextChange, ref }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null)
  const { t } = useTranslation('files')
  const searchLabels = useMemo<SearchLabels>(
    () => ({
      find: t('editor.search.find'),
      replace: t('editor.search.replace'),
      next: t('editor.search.next'),
      previous: t('editor.search.previous'),
      replaceOne: t('editor.search.replaceOne'),
      replaceAll: t('editor.search.replaceAll'),
      matchCase: t('editor.search.matchCase'),
      regexp: t('editor.search.regexp'),
      close: t('editor.search.close'),
      count: (current, total) => t('editor.search.count', { current, total }),
      none: t('editor.search.none'),
    }),
    [t],
  )
  const view = useRef<EditorView | null>(null)
  const saved = useRef<Text | null>(null)
  /** The line still to go to: only the first build goes there, not a rebuild for new options. */
  const goTo = useRef(line)
  const dirtyCb = useRef(onDirtyChange)
  const textCb = useRef(onTextChange)
  useEffect(() => {
    dirtyCb.current = onDirtyChange
    textCb.current = onTextChange
  }, [onDirtyChange, onTextChange])

  useImperativeHandle(ref, () => ({
    getText: () => view.current?.state.doc.toString() ?? text,
    markSaved: () => {
      if (view.current) saved.current = view.current.state.doc
      dirtyCb.current(false)
    },
    replaceText: (next) => {
      const v = view.current
      v?.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: next } })
    },
  }))

  useEffect(() => {
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | null = null
    const check = () => {
      timer = null
      const v = view.current
      if (!v || !saved.current) return
      const dirty = !v.state.doc.eq(saved.current)
      dirtyCb.current(dirty)
      if (dirty) textCb.current?.(v.state.doc.toString())
    }
    void editorExtensions({
      language,
      readonly,
      dark,
      codeLensLabel,
      searchLabels,
      lint,
      onDocChanged: () => {
        if (!timer) timer = setTimeout(check, DIRTY_CHECK_MS)
      },
    }).then((extensions) => {
      if (cancelled || !host.current) return
      const doc = view.current?.state.doc.toString() ?? text
      view.current?.destroy()
      const state = EditorState.create({ doc, extensions })
      if (!saved.current) saved.current = state.doc
      view.current = new EditorView({ state, parent: host.current })
      if (goTo.current) goToLine(view.current, goTo.current)
      goTo.current = undefined
      if (!readonly) view.current.focus()
      check()
    })
    return () => {
      cancelled = true
      if (timer) clearTimeout(timer)
    }
  }, [language, readonly, dark, codeLensLabel, searchLabels, lint, text])

  useEffect(
    () => () => {
      view.current?.destroy()
      view.current = null
    },
    [],
  )

  return <div ref={host} style={{ height: '100%' }} data-testid="code-editor" />
}
