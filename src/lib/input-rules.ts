/**
 * Validation rules of SPEC §5 for numbers typed on the dashboard and its settings. Each rule returns
 * a Checked value: the parsed value, or a RuleError whose code maps to one of the SPEC messages
 * ('Required', 'Min {min} or 0' …); the UI translates it.
 */
export type RuleCode =
  | 'required'
  | 'invalidNumber'
  | 'onlyNumbers'
  | 'min'
  | 'max'
  | 'minOrZero'
  | 'alreadyExists'
  | 'greaterThanZero'
  | 'invalidExpression'
  | 'invalidUrl'
  | 'cannotMatchUsername'
  | 'minLength'
  | 'maxLength'
  | 'invalidName'
  | 'invalidExtension'

export interface RuleError {
  code: RuleCode
  values?: { min?: number; max?: number; accepts?: string }
}

/** The English texts of SPEC §5, for tests and for callers without i18n. */
export const RULE_MESSAGES: Record<RuleCode, string> = {
  required: 'Required',
  invalidNumber: 'Invalid Number',
  onlyNumbers: 'Only numbers',
  min: 'Min {min}',
  max: 'Max {max}',
  minOrZero: 'Min {min} or 0',
  alreadyExists: 'Already exists',
  greaterThanZero: 'Must be greater than 0',
  invalidExpression: 'Invalid Expression',
  invalidUrl: 'Invalid URL',
  cannotMatchUsername: 'Cannot match username',
  minLength: 'Min {min}',
  maxLength: 'Max {max}',
  invalidName: 'A name cannot contain / or \\, or be . or ..',
  invalidExtension: 'This folder accepts {accepts} files',
}

export function ruleMessage(error: RuleError): string {
  return RULE_MESSAGES[error.code].replace(/\{(\w+)\}/g, (_, key: keyof NonNullable<RuleError['values']>) => String(error.values?.[key] ?? ''))
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: RuleError }

/** A failed check with its SPEC §5 code. */
export const fail = (code: RuleCode, values?: RuleError['values']): { ok: false; error: RuleError } => ({ ok: false, error: { code, values } })

/** Text of a number input as a number; null when empty or not a number. */
export function parseNumber(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null
  if (text === null || text === undefined) return null
  const trimmed = text.trim()
  if (trimmed === '') return null
  const value = Number(trimmed)
  return Number.isFinite(value) ? value : null
}

function isBlank(text: string | number | null | undefined): boolean {
  return text === null || text === undefined || (typeof text === 'string' && text.trim() === '')
}

/** A required number within optional bounds. */
export function checkNumber(text: string | number | null | undefined, bounds: { min?: number; max?: number } = {}): Checked<number> {
  if (isBlank(text)) return fail('required')
  const value = parseNumber(text)
  if (value === null) return fail('invalidNumber')
  if (bounds.min !== undefined && value < bounds.min) return fail('min', { min: bounds.min })
  if (bounds.max !== undefined && value > bounds.max) return fail('max', { max: bounds.max })
  return { ok: true, value }
}

/**
 * A heater or temperature fan target (SPEC §5): empty means 0; otherwise 0, or at least the
 * heater's min_temp, and at most its max_temp.
 */
export function checkTemperatureTarget(text: string, limits: { min?: number; max?: number }): Checked<number> {
  if (isBlank(text)) return { ok: true, value: 0 }
  const value = parseNumber(text)
  if (value === null) return fail('invalidNumber')
  const min = limits.min ?? 0
  // 0 (off) is always allowed; "Min 0 or 0" would name the same bound twice.
  if (min <= 0 && value < 0) return fail('min', { min: 0 })
  if (value < 0 || (value !== 0 && value < min)) return fail('minOrZero', { min })
  if (limits.max !== undefined && value > limits.max) return fail('max', { max: limits.max })
  return { ok: true, value }
}

/** Smallest extrude/retract length and speed (SPEC §9). */
export const EXTRUDE_MIN = 0.1

/** Extrude length (max = max_extrude_only_distance) or speed (max = max_extrude_only_velocity). */
export function checkExtrude(text: string | number, max?: number): Checked<number> {
  return checkNumber(text, { min: EXTRUDE_MIN, max })
}

/** Toolhead defaults in Settings: required, a number, at least 1. */
export function checkToolheadDefault(text: string | number): Checked<number> {
  return checkNumber(text, { min: 1 })
}

/**
 * A list of distances typed as text ('0.1, 1, 10'): only numbers, between `min` and `max`
 * entries; the result is unique and sorted ascending (SPEC §5 Toolhead).
 */
export function checkDistanceList(text: string, count: { min: number; max: number }): Checked<number[]> {
  const parts = text.split(/[,\s]+/).filter((p) => p !== '')
  if (parts.length === 0) return fail('required')
  const values: number[] = []
  for (const part of parts) {
    const value = parseNumber(part)
    if (value === null || value <= 0) return fail('onlyNumbers')
    values.push(value)
  }
  const unique = [...new Set(values)].sort((a, b) => a - b)
  if (unique.length < count.min) return fail('min', { min: count.min })
  if (unique.length > count.max) return fail('max', { max: count.max })
  return { ok: true, value: unique }
}

/** Toolhead move distances: 1 to 6 numbers. */
export const MOVE_DISTANCE_COUNT = { min: 1, max: 6 }
/** Z adjust (babystep) distances: 1 to 4 numbers. */
export const Z_ADJUST_COUNT = { min: 1, max: 4 }

/** A required text: trimmed, not empty. */
export function checkRequired(text: string): Checked<string> {
  const value = text.trim()
  return value ? { ok: true, value } : fail('required')
}

/**
 * A required name that must not repeat another: case-insensitive by default (macro categories,
 * console filters, presets); file names compare exactly, as the printer's file system does.
 */
export function checkName(text: string, others: readonly string[] = [], opts: { caseSensitive?: boolean } = {}): Checked<string> {
  const checked = checkRequired(text)
  if (!checked.ok) return checked
  const same = opts.caseSensitive ? (o: string) => o.trim() === checked.value : (o: string) => o.trim().toLowerCase() === checked.value.toLowerCase()
  return others.some(same) ? fail('alreadyExists') : checked
}

/** Username of a new user: required, at most 60 characters (SPEC §5). */
export function checkUsername(text: string): Checked<string> {
  const checked = checkRequired(text)
  if (!checked.ok) return checked
  return checked.value.length > USERNAME_MAX ? fail('maxLength', { max: USERNAME_MAX }) : checked
}

export const PASSWORD_MIN = 4
export const USERNAME_MAX = 60

/** A new password: required, not the username (case-insensitive), at least 4 characters (SPEC §5). */
export function checkNewPassword(password: string, username: string): Checked<string> {
  if (!password) return fail('required')
  if (username && password.toLowerCase() === username.toLowerCase()) return fail('cannotMatchUsername')
  if (password.length < PASSWORD_MIN) return fail('minLength', { min: PASSWORD_MIN })
  return { ok: true, value: password }
}

/** A thermal preset value: required, at least 0. */
export function checkPresetValue(text: string | number): Checked<number> {
  return checkNumber(text, { min: 0 })
}

/**
 * The number box beside a slider: a number, at least min (default 0), at most max (default 100)
 * unless the max is overridable — then a larger value is accepted and raises the max.
 */
export function checkSliderInput(text: string | number, opts: { min?: number; max?: number; overridable?: boolean } = {}): Checked<number> {
  const min = opts.min ?? 0
  const max = opts.max ?? 100
  const value = parseNumber(text)
  if (value === null) return fail('invalidNumber')
  if (value < min) return fail('min', { min })
  if (value > max && !opts.overridable) return fail('max', { max })
  return { ok: true, value }
}

/** A fan below its off_below threshold does not spin: the value must be 0 (SPEC §5). */
export function checkFanSpeed(percent: number, offBelow: number | undefined): Checked<number> {
  const threshold = Math.round((offBelow ?? 0) * 100)
  if (percent > 0 && percent < threshold) return fail('minOrZero', { min: threshold })
  return { ok: true, value: percent }
}

/** What a dragged fan slider sends: values under off_below snap to 0. */
export function snapFanSpeed(percent: number, offBelow: number | undefined): number {
  return checkFanSpeed(percent, offBelow).ok ? percent : 0
}
