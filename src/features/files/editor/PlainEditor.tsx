import { Textarea } from '@mantine/core'
import { useImperativeHandle, useRef, useState, type Ref } from 'react'
import type { EditorHandle } from './CodeEditor'

/** The text-only editor phones get (SPEC §9): a plain text area with the same handle. */
interface PlainEditorProps {
  text: string
  readonly: boolean
  onDirtyChange(d: boolean): void
  onTextChange?(text: string): void
  ref?: Ref<EditorHandle>
}

export function PlainEditor({ text, readonly, onDirtyChange, onTextChange, ref }: PlainEditorProps) {
  const [value, setValue] = useState(text)
  const saved = useRef(text)
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
      value={value}
      readOnly={readonly}
      onChange={(e) => change(e.currentTarget.value)}
      styles={{ root: { height: '100%' }, wrapper: { height: '100%' }, input: { height: '100%', fontFamily: 'monospace', fontSize: 16 } }}
      spellCheck={false}
      data-testid="plain-editor"
    />
  )
}
