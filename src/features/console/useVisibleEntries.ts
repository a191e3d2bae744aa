import { useEffect, useMemo, useState } from 'react'
import { lineHider, searchLines, usesExpressions, type ExpressionCompiler } from '../../lib/console-filters'
import { useConsoleStore, type ConsoleEntry } from '../../state/console'
import { useConsoleFilters } from '../../state/console-filters'
import { useUiSetting } from '../../state/settings/settings'

/** The expression engine, fetched the first time an enabled filter needs it (most consoles never do). */
function useExpressionCompiler(needed: boolean): ExpressionCompiler | undefined {
  const [compiler, setCompiler] = useState<{ compile: ExpressionCompiler }>()
  useEffect(() => {
    if (!needed || compiler) return
    let live = true
    void import('../../lib/console-expression').then((m) => live && setCompiler({ compile: m.compileExpression }))
    return () => {
      live = false
    }
  }, [needed, compiler])
  return compiler?.compile
}

/** The lines the console shows: filters and hideTempWaits applied live (commands are never hidden), then the search. */
export function useVisibleEntries(search = ''): readonly ConsoleEntry[] {
  const entries = useConsoleStore((s) => s.entries)
  const filters = useConsoleFilters()
  const hideTempWaits = useUiSetting('general.hideTempWaits')
  const compile = useExpressionCompiler(usesExpressions(filters))
  const hide = useMemo(() => lineHider(filters, hideTempWaits, compile), [filters, hideTempWaits, compile])
  const shown = useMemo(() => entries.filter((e) => e.type === 'command' || !hide(e.message)), [entries, hide])
  return useMemo(() => searchLines(shown, search), [shown, search])
}
