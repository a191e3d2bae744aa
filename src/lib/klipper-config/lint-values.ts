import type { ConfigDiagnostic } from './diagnostics'
import { optionValue, valueSpan, type ConfigOption, type ConfigSection } from './parse'
import { isPin, isPinList, pinKey, readAliases } from './pins'
import type { OptionSpec } from './schema-types'

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/
const BOOLEAN = /^(true|false|yes|no|on|off|1|0)$/i

/** A value of the wrong kind, or outside the bounds the reference states. */
export function checkValue(option: ConfigOption, spec: OptionSpec): ConfigDiagnostic | null {
  const value = optionValue(option)
  if (value === '' || !spec.k) return null
  const span = valueSpan(option)
  const at = (code: ConfigDiagnostic['code'], params: ConfigDiagnostic['params'] = {}): ConfigDiagnostic => ({
    ...span,
    severity: 'error',
    code,
    params: { option: option.name, value, ...params },
  })
  switch (spec.k) {
    case 'n': {
      if (!NUMBER.test(value)) return at('notNumber')
      const n = Number(value)
      if ((spec.min !== undefined && n < spec.min) || (spec.max !== undefined && n > spec.max)) return at('outOfRange', { min: spec.min ?? '', max: spec.max ?? '' })
      return null
    }
    case 'b':
      return BOOLEAN.test(value) ? null : at('notBoolean')
    case 'p':
      return isPin(value) ? null : at('notPin')
    case 'P':
      return isPinList(value) ? null : at('notPin')
    case 'L':
      return value.split(/[,\n]/).every((p) => NUMBER.test(p.trim())) ? null : at('notNumberList')
  }
}

/**
 * Options whose pin Klipper lets several sections share: endstops of one axis, stepper enables,
 * an analog keypad's buttons, TMC UART wires and their selectors, chip selects and software-SPI/I2C wires of a shared bus.
 */
const SHARED_PIN = /^(endstop_pin|enable_pin|(up|down|click|back|kill)_pin|uart_pin|tx_pin|select_pins|cs_pin|spi_software_\w+_pin|i2c_software_\w+_pin)$/

/**
 * A section repeated in one file is warned about already; for pins only its last part counts, as the
 * earlier ones are usually alternatives left above it (Klipper's own sample-lcd.cfg lists six displays).
 */
function lastParts(sections: readonly ConfigSection[]): ConfigSection[] {
  const last = new Map<string, ConfigSection>()
  for (const s of sections) last.set(s.header, s)
  return [...last.values()]
}

/** A pin named by two options: Klipper refuses it unless [duplicate_pin_override] lists it. */
export function pinsUsedTwice(sections: readonly ConfigSection[], pinOption: (section: ConfigSection, option: ConfigOption) => boolean): ConfigDiagnostic[] {
  const live = sections.filter((s) => !s.autosave)
  const aliases = readAliases(live.filter((s) => s.key === 'board_pins').flatMap((s) => s.options.filter((o) => o.name.startsWith('aliases')).map(optionValue)))
  const allowed = new Set(
    live
      .filter((s) => s.key === 'duplicate_pin_override')
      .flatMap((s) => s.options.filter((o) => o.name === 'pins').flatMap((o) => optionValue(o).split(/[,\n]/)))
      .map((p) => pinKey(p, aliases))
      .filter((p) => p !== null),
  )
  const firstUse = new Map<string, { section: ConfigSection; option: ConfigOption }>()
  const found: ConfigDiagnostic[] = []
  for (const section of lastParts(live))
    for (const option of section.options) {
    if (SHARED_PIN.test(option.name) || !pinOption(section, option)) continue
    for (const pin of optionValue(option).split(/[,\n]/)) {
      const key = pinKey(pin, aliases)
      if (!key || allowed.has(key)) continue
      const first = firstUse.get(key)
      if (!first) {
        firstUse.set(key, { section, option })
        continue
      }
      found.push({ ...valueSpan(option), severity: 'error', code: 'pinTwice', params: { pin: pin.trim(), section: first.section.header, option: first.option.name } })
    }
    }
  return found
}
