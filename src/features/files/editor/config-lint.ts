import { forceLinting, linter, lintGutter, type Action, type Diagnostic } from '@codemirror/lint'
import type { Extension } from '@codemirror/state'
import { ViewPlugin, type EditorView } from '@codemirror/view'
import type { ConfigDiagnostic, LintContext, LintFix } from '../../../lib/klipper-config/diagnostics'
import type { LintReply, LintRequest } from '../../../lib/klipper-config/protocol'

export interface ConfigLintOptions {
  /** The file's path in the config root. */
  path: string
  /** The rest of the context, read at each lint (the file list arrives after the editor opens). */
  context(): Promise<Omit<LintContext, 'path'>>
  message(d: ConfigDiagnostic): string
  fixLabel(fix: LintFix): string
}

/** How long typing must pause before the config is linted again. */
const LINT_DELAY_MS = 400

/** One worker per open editor, ended with it; replies to superseded requests are dropped. */
class LintWorker {
  private worker: Worker | null = null
  private next = 1
  private readonly waiting = new Map<number, (reply: Omit<LintReply, 'id'>) => void>()

  run(text: string, context: LintContext): Promise<Omit<LintReply, 'id'>> {
    if (!this.worker) {
      this.worker = new Worker(new URL('../../../workers/config-lint.worker.ts', import.meta.url), { type: 'module' })
      this.worker.onmessage = (e: MessageEvent<LintReply>) => {
        this.waiting.get(e.data.id)?.(e.data)
        this.waiting.delete(e.data.id)
      }
    }
    for (const resolve of this.waiting.values()) resolve({ diagnostics: [], ms: 0 })
    this.waiting.clear()
    const id = this.next++
    const request: LintRequest = { id, text, context }
    this.worker.postMessage(request)
    return new Promise((resolve) => this.waiting.set(id, resolve))
  }

  stop(): void {
    this.worker?.terminate()
    this.worker = null
  }
}

function toDiagnostic(d: ConfigDiagnostic, o: ConfigLintOptions): Diagnostic {
  const fix = d.fix
  const actions: Action[] = fix
    ? [{ name: o.fixLabel(fix), apply: (view: EditorView) => view.dispatch({ changes: { from: fix.from, to: fix.to, insert: fix.insert } }) }]
    : []
  return { from: d.from, to: Math.max(d.to, d.from), severity: d.severity, message: o.message(d), actions }
}

/** Klipper config lint: marks in the text and the gutter, messages on hover, quick fixes for near misses. */
export function configLint(o: ConfigLintOptions): Extension {
  const worker = new LintWorker()
  return [
    ViewPlugin.define((view) => {
      // The first lint runs as the file opens, not after the typing pause.
      const first = setTimeout(() => forceLinting(view))
      return {
        destroy: () => {
          clearTimeout(first)
          worker.stop()
        },
      }
    }),
    linter(
      async (view) => {
        const context = await o.context()
        const { diagnostics, ms } = await worker.run(view.state.doc.toString(), { path: o.path, ...context })
        // The worker's own lint time and what it found, for the benchmark and for a look in DevTools.
        view.dom.dataset.lintMs = String(Math.round(ms))
        view.dom.dataset.lintDiagnostics = String(diagnostics.length)
        const length = view.state.doc.length
        return diagnostics.filter((d) => d.to <= length).map((d) => toDiagnostic(d, o))
      },
      { delay: LINT_DELAY_MS },
    ),
    lintGutter(),
  ]
}
