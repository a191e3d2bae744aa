/** For tests: a namespace's locale files, and the literal t('…') keys a feature's components use. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

type Json = Record<string, unknown>

const LOCALES_DIR = path.resolve(import.meta.dirname, 'locales')
const SRC = path.resolve(import.meta.dirname, '..')

export function loadNamespace(ns: string, locale = 'en'): Json {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, `${ns}.json`), 'utf8')) as Json
}

/** Whether a dotted key ('phase.testing') has a value in the file. */
export function hasKey(json: Json, key: string): boolean {
  return key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Json)[k] : undefined), json) !== undefined
}

/** Every key of the file, dotted. */
export function flatKeys(o: Json, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flatKeys(v as Json, `${prefix}${k}.`) : [`${prefix}${k}`]))
}

function sourceFiles(dir: string, deep: boolean): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f)
    if (statSync(p).isDirectory()) return deep ? sourceFiles(p, deep) : []
    return /\.tsx?$/.test(f) && !f.includes('.test.') ? [p] : []
  })
}

/**
 * The literal t('…') keys used in a folder below src/ (`features/tune`; with `deep`, its subfolders
 * too) that the namespace's English file lacks, as 'File.tsx: key'.
 */
export function missingKeys(folder: string, ns: string, deep = false): string[] {
  const json = loadNamespace(ns)
  return sourceFiles(path.join(SRC, folder), deep).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)].filter((m) => !hasKey(json, m[1])).map((m) => `${path.basename(file)}: ${m[1]}`),
  )
}
