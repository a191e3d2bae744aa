import { Textarea } from '@mantine/core'
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react'
import type { EditorHandle } from './CodeEditor'

/** The text-only editor phones get (SPEC §9): a plain text area with the same handle. */
interface PlainEditorProps {
  text: string
  readonly: boolean
  onDirtyChange(d: boolean): void
  onTextChange?(text: string): void
  /** 1-based line to put the cursor on when the editor first shows. */
  line?: number
  ref?: Ref<EditorHandle>
}

const LINE_PX = 24

export function PlainEditor({ text, readonly, onDirtyChange, onTextChange, line, ref }: PlainEditorProps) {
  const [value, setValue] = useState(text)
  const saved = useRef(text)
  const area = useRef<HTMLTextAreaElement>(null)
  // A "find in files" result: the cursor at its line's start, the line scrolled to the middle.
  useEffect(() => {
    const el = area.current
    if (!el || !line) return
    const at = text.split('\n', line - 1).reduce((n, l) => n + l.length + 1, 0)
    el.focus()
    el.setSelectionRange(at, at)
    el.scrollTop = Math.max(0, (line - 1) * LINE_PX - el.clientHeight / 2)
  }, [line, text])
  useImperativeHandle(ref, () => ({
    getText: () => value,
    markSaved: () => {
      saved.current = value
      onDirtyChange(false)
    },
    replaceText: (next) => change(next),
  }))
  const change = (next: string) => {
    setValue(next)
    onDirtyChange(next !== saved.current)
    if (next !== saved.current) onTextChange?.(next)
  }
  return (
    <Textarea
      ref={area}
      value={value}
      readOnly={readonly}
      onChange={(e) => change(e.currentTarget.value)}
      styles={{ root: { height: '100%' }, wrapper: { height: '100%' }, input: { height: '100%', fontFamily: 'monospace', fontSize: 16, lineHeight: `${LINE_PX}px` } }}
      spellCheck={false}
      data-testid="plain-editor"
    />
  )
}
