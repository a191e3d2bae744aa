import { checkName, checkRequired, type Checked, type RuleError } from './input-rules'
import type { ConsoleFilter } from './console-filter-records'

export { CONSOLE_FILTER_TYPES, normalizeFilters, type ConsoleFilter, type ConsoleFilterType } from './console-filter-records'

/** Rules that decide which console lines stay hidden (SPEC §5 console filters, hideTempWaits). */

/** Klipper's periodic temperature report while M109/M190/TEMPERATURE_WAIT runs ('B:60.0 /60.0 T0:…', 'ok T:…'). */
const TEMP_WAIT = /^(?:ok\s+)?(?:B|C|T\d*):\s*-?\d+(?:\.\d+)?\s*\/\s*-?\d+(?:\.\d+)?/i

export function isTempWait(message: string): boolean {
  return TEMP_WAIT.test(message)
}

/** Compiles an expression filter (lib/console-expression's, loaded only when one is in use); null when refused. */
export type ExpressionCompiler = (source: string) => ((message: string) => boolean) | null

/** A predicate that is true for a line the filter hides; null when it has nothing to match or no compiler yet. */
export function compileFilter(filter: Pick<ConsoleFilter, 'type' | 'value'>, compileExpression?: ExpressionCompiler): ((message: string) => boolean) | null {
  const value = filter.value
  if (!value) return null
  switch (filter.type) {
    case 'startsWith': {
      const lower = value.toLowerCase()
      return (message) => message.slice(0, lower.length).toLowerCase() === lower
    }
    case 'expression':
      return compileExpression?.(value) ?? null
    default: {
      const lower = value.toLowerCase()
      return (message) => message.toLowerCase().includes(lower)
    }
  }
}

/** Whether an enabled filter needs the expression engine. */
export function usesExpressions(filters: readonly ConsoleFilter[]): boolean {
  return filters.some((f) => f.enabled && f.type === 'expression' && !!f.value)
}

/** One predicate for the whole rule set: true when a line should not be shown. */
export function lineHider(filters: readonly ConsoleFilter[], hideTempWaits: boolean, compileExpression?: ExpressionCompiler): (message: string) => boolean {
  const tests: ((message: string) => boolean)[] = []
  if (hideTempWaits) tests.push(isTempWait)
  for (const filter of filters) {
    if (!filter.enabled) continue
    const test = compileFilter(filter, compileExpression)
    if (test) tests.push(test)
  }
  if (tests.length === 0) return () => false
  return (message) => tests.some((t) => t(message))
}

export interface FilterErrors {
  name?: RuleError
  value?: RuleError
}

const errorOf = <T>(checked: Checked<T>) => (checked.ok ? undefined : checked.error)

/** SPEC §5: name required and unique case-insensitively; value required; an expression must compile (checkExpression of lib/console-expression). */
export function validateFilter(
  filter: Pick<ConsoleFilter, 'id' | 'name' | 'type' | 'value'>,
  others: readonly ConsoleFilter[],
  checkExpression: (text: string) => Checked<unknown>,
): FilterErrors {
  const name = errorOf(checkName(filter.name, others.filter((o) => o.id !== filter.id).map((o) => o.name)))
  const value = filter.type === 'expression' ? errorOf(checkExpression(filter.value)) : filter.value ? undefined : errorOf(checkRequired(filter.value))
  return { ...(name && { name }), ...(value && { value }) }
}

export function hasErrors(errors: FilterErrors): boolean {
  return !!(errors.name || errors.value)
}


/** The console's search: lines containing the text, ignoring case; every line when the text is empty. */
export function searchLines<T extends { message: string }>(entries: readonly T[], query: string): readonly T[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return entries
  return entries.filter((e) => e.message.toLowerCase().includes(needle))
}
