type Json = Record<string, unknown>

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v)

/**
 * A settings file holds the 'fluidd' database namespace as Moonraker lists it: one object per root
 * (uiSettings, macros, console, charts, cameras, layout), the same shapes Fluidd writes, so a file
 * moves between Stratum and Fluidd printers.
 */
export function settingsFile(roots: Record<string, Json>): string {
  return JSON.stringify(roots, null, 2)
}

/**
 * The roots in a settings file. Accepts the plain namespace, Moonraker's get_item answer
 * ({ namespace, value }) and a { fluidd: {...} } wrapper. Unknown roots are left out.
 */
export function parseSettingsFile(text: string, roots: readonly string[]): { ok: true; value: Record<string, Json> } | { ok: false } {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { ok: false }
  }
  if (isObject(data) && isObject(data.value) && data.namespace === 'fluidd') data = data.value
  if (isObject(data) && isObject(data.fluidd)) data = data.fluidd
  if (!isObject(data)) return { ok: false }
  const found: Record<string, Json> = {}
  for (const root of roots) if (isObject(data[root])) found[root] = data[root]
  if (Object.keys(found).length === 0) return { ok: false }
  return { ok: true, value: found }
}
