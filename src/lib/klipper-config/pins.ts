/**
 * Pin values: `[!^~]` modifiers, an optional `chip:` prefix (another MCU, a probe's virtual endstop,
 * a pin expander), the pin's name, or an alias from [board_pins].
 */
const PIN = /^[!^~\s]*(?:([A-Za-z_][\w-]*)\s*:\s*)?([\w./-]+)$/

export function isPin(value: string): boolean {
  return PIN.test(value.trim())
}

export function isPinList(value: string): boolean {
  return value
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .every(isPin)
}

/** 'mcu:PA1' for '^!PA1', 'rpi:gpio17' for 'rpi: gpio17': the key Klipper counts uses of. */
export function pinKey(value: string, aliases: ReadonlyMap<string, string>): string | null {
  const m = PIN.exec(value.trim())
  if (!m) return null
  const chip = m[1] ?? 'mcu'
  const name = chip === 'mcu' ? (aliases.get(m[2]) ?? m[2]) : m[2]
  return `${chip}:${name}`
}

/** [board_pins] `aliases: EXP1_1=PE15, EXP1_2=PE14` (and aliases_<name>), in one map. */
export function readAliases(values: string[]): Map<string, string> {
  const map = new Map<string, string>()
  for (const value of values)
    for (const pair of value.split(/[,\n]/)) {
      const [name, pin] = pair.split('=').map((s) => s.trim())
      if (name && pin) map.set(name, pin)
    }
  return map
}
