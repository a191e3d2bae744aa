import type { GcodeObject } from './types'

/** The name Klipper keeps for an object: upper-case, anything but letters, digits, '-' and '_' as '_'. */
export function objectKey(name: string): string {
  return name
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9_-]/g, '_')
}

export interface ObjectCommand {
  kind: 'define' | 'start' | 'end' | 'other'
  object?: GcodeObject
}

function params(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  // Values have no spaces (POLYGON is JSON without whitespace, per the exclude_object contract).
  for (const m of text.matchAll(/([A-Za-z_]+)=("[^"]*"|\S*)/g)) out[m[1].toUpperCase()] = m[2].replace(/^"|"$/g, '')
  return out
}

function point(v: unknown): [number, number] | null {
  return Array.isArray(v) && v.length >= 2 && typeof v[0] === 'number' && typeof v[1] === 'number' ? [v[0], v[1]] : null
}

/** Reads EXCLUDE_OBJECT_DEFINE / _START / _END lines of a file. */
export function parseObjectCommand(line: string): ObjectCommand {
  const text = line.split(';')[0]
  const word = /^\s*(\S+)/.exec(text)?.[1].toUpperCase() ?? ''
  const p = params(text.slice(word.length))
  const kind = word === 'EXCLUDE_OBJECT_DEFINE' ? 'define' : word === 'EXCLUDE_OBJECT_START' ? 'start' : word === 'EXCLUDE_OBJECT_END' ? 'end' : 'other'
  if (kind === 'other' || !p.NAME) return { kind }
  const object: GcodeObject = { name: objectKey(p.NAME) }
  if (p.CENTER) {
    const c = p.CENTER.split(',').map(Number)
    if (c.length >= 2 && c.every(Number.isFinite)) object.center = [c[0], c[1]]
  }
  if (p.POLYGON) {
    try {
      const raw: unknown = JSON.parse(p.POLYGON)
      if (Array.isArray(raw)) object.polygon = raw.map(point).filter((q): q is [number, number] => q !== null)
    } catch {
      /* a broken outline only loses the drawing, not the object */
    }
  }
  return { kind, object }
}
