import { RangeSetBuilder } from '@codemirror/state'
import { Decoration, EditorView, ViewPlugin, WidgetType, type DecorationSet, type ViewUpdate } from '@codemirror/view'
import { configReferenceUrl, sectionOfLine } from '../../../lib/files/config-reference'

class ReferenceLink extends WidgetType {
  constructor(
    readonly url: string,
    readonly label: string,
  ) {
    super()
  }

  eq(other: ReferenceLink): boolean {
    return other.url === this.url && other.label === this.label
  }

  toDOM(): HTMLElement {
    const a = document.createElement('a')
    a.className = 'cm-code-lens'
    a.href = this.url
    a.target = '_blank'
    a.rel = 'noopener noreferrer'
    a.textContent = this.label
    a.setAttribute('data-testid', 'code-lens')
    return a
  }

  ignoreEvent(): boolean {
    return false
  }
}

/** After each `[section]` header a link to its configuration reference; only visible lines are scanned. */
export function codeLens(language: 'klipper' | 'moonraker', label: string) {
  const build = (view: EditorView): DecorationSet => {
    const builder = new RangeSetBuilder<Decoration>()
    for (const { from, to } of view.visibleRanges) {
      for (let pos = from; pos <= to; ) {
        const line = view.state.doc.lineAt(pos)
        const section = line.text.charCodeAt(0) === 91 /* [ */ || /^\s+\[/.test(line.text) ? sectionOfLine(line.text) : null
        const url = section ? configReferenceUrl(section, language) : null
        if (url) builder.add(line.to, line.to, Decoration.widget({ widget: new ReferenceLink(url, label), side: 1 }))
        pos = line.to + 1
      }
    }
    return builder.finish()
  }
  return ViewPlugin.fromClass(
    class {
      decorations: DecorationSet
      constructor(view: EditorView) {
        this.decorations = build(view)
      }
      update(u: ViewUpdate) {
        if (u.docChanged || u.viewportChanged) this.decorations = build(u.view)
      }
    },
    { decorations: (v) => v.decorations },
  )
}
