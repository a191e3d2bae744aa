/**
 * One G-code line, parsed the way Klipper reads it: traditional commands (`G1 X10 E.5`,
 * letter + number, parameters by letter) and extended commands (`SET_PIN PIN=x VALUE=1`,
 * KEY=VALUE pairs with optional quotes).
 */

/** An error a command reports to the user; the text goes out as '!! <message>'. */
export class CommandError extends Error {}

export interface ParsedLine {
  /** Upper-cased command name: 'G1', 'SET_PIN'. */
  name: string
  /** Upper-cased parameter names → values (traditional values are upper-cased too, as in Klipper). */
  params: Record<string, string>
  /** The text after the command name, as typed. */
  rawParams: string
  /** The whole line, as typed. */
  line: string
  traditional: boolean
}

/** A letter followed by digits: G1, M104. Everything else is an extended command. */
export function isTraditional(name: string): boolean {
  return /^[A-Z]\d+(\.\d+)?$/.test(name)
}

function splitArgs(text: string, line: string): Record<string, string> {
  const params: Record<string, string> = {}
  const re = /\s*([^\s=]+)=("((?:[^"\\]|\\.)*)"|'([^']*)'|\S*)/y
  let i = 0
  const rest = text.trim()
  while (i < rest.length) {
    re.lastIndex = i
    const m = re.exec(rest)
    if (!m) {
      if (/^\s*$/.test(rest.slice(i))) break
      throw new CommandError(`Malformed command '${line}'`)
    }
    params[m[1].toUpperCase()] = m[3] !== undefined ? m[3].replace(/\\(.)/g, '$1') : m[4] !== undefined ? m[4] : m[2]
    i = re.lastIndex
  }
  return params
}

export function parseLine(input: string): ParsedLine | undefined {
  const line = input.trim()
  const semi = line.indexOf(';')
  let code = (semi >= 0 ? line.slice(0, semi) : line).trim()
  code = code.replace(/^N\d+\s*/i, '').replace(/\*\d+\s*$/, '')
  if (!code) return undefined
  const trad = /^([A-Za-z])\s*(\d+(?:\.\d+)?)(?=$|[^0-9A-Za-z_]|[A-Za-z])/.exec(code)
  if (trad && !/^[A-Za-z]\d+[A-Za-z0-9]*_/.test(code.split(/\s/)[0])) {
    const name = (trad[1] + String(Number(trad[2]))).toUpperCase()
    const rawParams = code.slice(trad[0].length).replace(/^\s/, '')
    const params: Record<string, string> = {}
    const re = /([A-Z_]+)\s*([^A-Z_\s]*)/g
    let m: RegExpExecArray | null
    while ((m = re.exec(rawParams.toUpperCase()))) params[m[1]] = m[2]
    return { name, params, rawParams, line, traditional: true }
  }
  const ext = /^([A-Za-z_][A-Za-z0-9_]*)(?:\s+|$)/.exec(code)
  if (!ext) return { name: code.split(/\s+/)[0].toUpperCase(), params: {}, rawParams: '', line, traditional: false }
  const rawParams = code.slice(ext[0].length)
  return { name: ext[1].toUpperCase(), params: {}, rawParams, line, traditional: false }
}

/** Parses the KEY=VALUE parameters of an extended command (deferred so unknown commands report first). */
export function extendedParams(parsed: ParsedLine): Record<string, string> {
  return parsed.traditional ? parsed.params : splitArgs(parsed.rawParams, parsed.line)
}

interface NumberLimits {
  minval?: number
  maxval?: number
  above?: number
  below?: number
}

export class GcodeCommand {
  constructor(
    readonly name: string,
    readonly params: Record<string, string>,
    readonly rawParams: string,
    readonly commandLine: string,
    private readonly responder: { info(msg: string): void; raw(msg: string): void },
  ) {}

  has(key: string): boolean {
    return key in this.params
  }

  error(msg: string): CommandError {
    return new CommandError(msg)
  }

  get(key: string): string | undefined
  get(key: string, dflt: string): string
  get(key: string, dflt?: string): string | undefined {
    const v = this.params[key]
    if (v === undefined) return dflt
    return v
  }

  require(key: string): string {
    const v = this.params[key]
    if (v === undefined) throw new CommandError(`Error on '${this.commandLine}': missing ${key}`)
    return v
  }

  private checkLimits(key: string, v: number, lim: NumberLimits): number {
    const bad = (what: string, n: number) => new CommandError(`Error on '${this.commandLine}': ${key} must ${what} ${n}`)
    if (lim.minval !== undefined && v < lim.minval) throw bad('have minimum of', lim.minval)
    if (lim.maxval !== undefined && v > lim.maxval) throw bad('have maximum of', lim.maxval)
    if (lim.above !== undefined && v <= lim.above) throw bad('be above', lim.above)
    if (lim.below !== undefined && v >= lim.below) throw bad('be below', lim.below)
    return v
  }

  getFloat(key: string, dflt: number, lim?: NumberLimits): number
  getFloat(key: string, dflt?: undefined, lim?: NumberLimits): number | undefined
  getFloat(key: string, dflt?: number, lim: NumberLimits = {}): number | undefined {
    const raw = this.params[key]
    if (raw === undefined || (raw === '' && dflt !== undefined)) return dflt
    const t = raw.trim()
    if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t)) throw new CommandError(`Error on '${this.commandLine}': unable to parse ${raw}`)
    return this.checkLimits(key, Number(t), lim)
  }

  requireFloat(key: string, lim: NumberLimits = {}): number {
    this.require(key)
    return this.getFloat(key, undefined, lim)!
  }

  getInt(key: string, dflt: number, lim?: NumberLimits): number
  getInt(key: string, dflt?: undefined, lim?: NumberLimits): number | undefined
  getInt(key: string, dflt?: number, lim: NumberLimits = {}): number | undefined {
    const raw = this.params[key]
    if (raw === undefined) return dflt
    if (!/^\s*[-+]?\d+\s*$/.test(raw)) throw new CommandError(`Error on '${this.commandLine}': unable to parse ${raw}`)
    return this.checkLimits(key, parseInt(raw, 10), lim)
  }

  respondInfo(msg: string): void {
    this.responder.info(msg)
  }

  respondRaw(msg: string): void {
    this.responder.raw(msg)
  }
}
