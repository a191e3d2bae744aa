/// <reference lib="webworker" />
import { KLIPPER_SCHEMA } from '../lib/klipper-config/klipper-schema'
import { ConfigLinter } from '../lib/klipper-config/lint'
import type { LintReply, LintRequest } from '../lib/klipper-config/protocol'

// Lints Klipper configs off the page's thread: a 5 MB printer.cfg must not stall typing.
const scope = self as unknown as DedicatedWorkerGlobalScope
const linter = new ConfigLinter(KLIPPER_SCHEMA)

scope.onmessage = (event: MessageEvent<LintRequest>) => {
  const { id, text, context } = event.data
  const started = performance.now()
  const diagnostics = linter.lint(text, context)
  const reply: LintReply = { id, diagnostics, ms: performance.now() - started }
  scope.postMessage(reply)
}
