/** The command line that runs a gcode_macro with the parameters a user filled in. */
export function macroCommand(name: string, params: Record<string, string> = {}): string {
  const args = Object.entries(params)
    .map(([key, value]) => [key.trim().toUpperCase(), value.trim()] as const)
    .filter(([key, value]) => key && value !== '')
    .map(([key, value]) => `${key}=${/[\s"]/.test(value) ? `"${value.replace(/"/g, '\\"')}"` : value}`)
  return [name.toUpperCase(), ...args].join(' ')
}
