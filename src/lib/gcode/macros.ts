/** The command line that runs a gcode_macro with the parameters a user filled in. */
export function macroCommand(name: string, params: Record<string, string> = {}): string {
  const args = Object.entries(params)
    .map(([key, value]) => [key.trim().toUpperCase(), value.trim()] as const)
    .filter(([key, value]) => key && value !== '')
    .map(([key, value]) => `${key}=${/[\s"]/.test(value) ? `"${value.replace(/"/g, '\\"')}"` : value}`)
  return [name.toUpperCase(), ...args].join(' ')
}

/**
 * A tool's spool, kept where tool-change macros read it: the `spool_id` variable of its macro (T0,
 * T1 …), and with [save_variables] also saved so it outlives a restart. null writes Python's None.
 */
export function toolSpoolCommands(macro: string, spoolId: number | null, save: boolean): string {
  const value = spoolId === null ? 'None' : String(spoolId)
  const lines = [`SET_GCODE_VARIABLE MACRO=${macro} VARIABLE=spool_id VALUE=${value}`]
  if (save) lines.push(`SAVE_VARIABLE VARIABLE=${macro.toLowerCase()}__spool_id VALUE=${value}`)
  return lines.join('\n')
}
