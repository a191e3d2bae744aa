import { RE2JS } from 're2js'
import { fail, type Checked } from './input-rules'

/** True for a console line the test matches. */
export type LineTest = (message: string) => boolean

/**
 * An expression filter, compiled for RE2's linear-time engine: no pattern (say `(a+)+$`) can stall
 * the page whatever line the printer sends, and filters live in the shared database where any
 * client may write one. Backreferences and lookaround, which need backtracking, are refused.
 */
export function checkExpression(text: string): Checked<LineTest> {
  if (!text) return fail('required')
  try {
    const re = RE2JS.compile(text)
    return { ok: true, value: (message) => re.test(message) }
  } catch {
    return fail('invalidExpression')
  }
}

/** The compiler lineHider takes: null for a pattern the engine refuses. */
export function compileExpression(text: string): LineTest | null {
  const checked = checkExpression(text)
  return checked.ok ? checked.value : null
}
