import { MergeView, unifiedMergeView } from '@codemirror/merge'
import { EditorState } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { useEffect, useRef } from 'react'
import type { EditorLanguage } from '../../../lib/files/editor-language'
import { viewerExtensions } from './setup'

interface DiffViewProps {
  /** The older text (a version, the printer's file). */
  before: string
  /** The newer one (the file now, a draft). */
  after: string
  language: EditorLanguage
  dark: boolean
  /** One column with deletions inline: side by side does not fit a phone. */
  unified: boolean
}

/** Two texts compared, read-only, unchanged stretches folded away. */
export default function DiffView({ before, after, language, dark, unified }: DiffViewProps) {
  const host = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let destroy: (() => void) | null = null
    let cancelled = false
    void viewerExtensions(language, dark).then((extensions) => {
      if (cancelled || !host.current) return
      const collapseUnchanged = { margin: 3, minSize: 6 }
      if (unified) {
        const view = new EditorView({
          parent: host.current,
          state: EditorState.create({ doc: after, extensions: [...extensions, unifiedMergeView({ original: before, mergeControls: false, collapseUnchanged })] }),
        })
        destroy = () => view.destroy()
      } else {
        const view = new MergeView({ parent: host.current, a: { doc: before, extensions }, b: { doc: after, extensions }, collapseUnchanged })
        destroy = () => view.destroy()
      }
    })
    return () => {
      cancelled = true
      destroy?.()
    }
  }, [before, after, language, dark, unified])
  return <div ref={host} data-testid="diff-view" style={{ height: '100%', overflow: 'auto' }} />
}
