import { Textarea } from '@mantine/core'
import { useImperativeHandle, useRef, useState, type Ref } from 'react'
import type { EditorHandle } from './CodeEditor'

/** The text-only editor phones get (SPEC §9): a plain text area with the same handle. */
export function PlainEditor({ text, readonly, onDirtyChange, ref }: { text: string; readonly: boolean; onDirtyChange(d: boolean): void; ref?: Ref<EditorHandle> }) {
  const [value, setValue] = useState(text)
  const saved = useRef(text)
  useImperativeHandle(ref, () => ({
    getText: () => value,
    markSaved: () => {
      saved.current = value
      onDirtyChange(false)
    },
  }))
  return (
    <Textarea
      value={value}
      readOnly={readonly}
      onChange={(e) => {
        setValue(e.currentTarget.value)
        onDirtyChange(e.currentTarget.value !== saved.current)
      }}
      styles={{ root: { height: '100%' }, wrapper: { height: '100%' }, input: { height: '100%', fontFamily: 'monospace', fontSize: 16 } }}
      spellCheck={false}
      data-testid="plain-editor"
    />
  )
}
