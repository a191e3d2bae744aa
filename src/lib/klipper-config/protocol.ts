import type { ConfigDiagnostic, LintContext } from './diagnostics'

/** Page → lint worker: lint this text; answers carry the same id. */
export interface LintRequest {
  id: number
  text: string
  context: LintContext
}

export interface LintReply {
  id: number
  diagnostics: ConfigDiagnostic[]
  /** How long the lint took in the worker (ms). */
  ms: number
}
