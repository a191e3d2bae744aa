/** The console's stored filters: their shape, and how whatever is stored reads as it. */

export type ConsoleFilterType = 'contains' | 'startsWith' | 'expression'

export const CONSOLE_FILTER_TYPES: ConsoleFilterType[] = ['contains', 'startsWith', 'expression']

export interface ConsoleFilter {
  id: string
  enabled: boolean
  name: string
  type: ConsoleFilterType
  value: string
}

/** Reads filters saved by any client version: unknown types fall back to contains, junk is dropped. */
export function normalizeFilters(raw: unknown): ConsoleFilter[] {
  if (!Array.isArray(raw)) return []
  const legacyTypes: Record<string, ConsoleFilterType> = { 'starts-with': 'startsWith', '1': 'startsWith', '2': 'expression' }
  return raw
    .filter((f): f is Record<string, unknown> => !!f && typeof f === 'object')
    .map((f, i) => {
      const rawType = String(f.type ?? 'contains')
      const type = (CONSOLE_FILTER_TYPES as string[]).includes(rawType) ? (rawType as ConsoleFilterType) : (legacyTypes[rawType] ?? 'contains')
      return {
        id: typeof f.id === 'string' && f.id ? f.id : `filter-${i}`,
        enabled: f.enabled !== false,
        name: String(f.name ?? ''),
        type,
        value: String(f.value ?? ''),
      }
    })
}
