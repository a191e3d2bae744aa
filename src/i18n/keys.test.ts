import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Every t('key') of the code has its English text in locales/en: a key missing there would show
 * its default (English) or the bare key in every language, and locales.test.ts could not see it.
 */
const SRC = path.resolve(import.meta.dirname, '..')
const EN = path.join(import.meta.dirname, 'locales', 'en')
const PLURAL = /_(zero|one|two|few|many|other)$/

const flat = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]))
const english: Record<string, Set<string>> = Object.fromEntries(
  readdirSync(EN).map((f) => [f.replace('.json', ''), new Set(flat(JSON.parse(readFileSync(path.join(EN, f), 'utf8'))).map((k) => k.replace(PLURAL, '')))]),
)

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f)
    if (statSync(p).isDirectory()) return f === 'testing' ? [] : sources(p)
    return /\.tsx?$/.test(f) && !f.includes('.test.') ? [p] : []
  })
}

/** The namespaces a file translates with: useTranslation('ns' | ['a','b']), and 'app' for useTranslation() or i18n.t. */
function namespacesOf(text: string): string[] {
  const used = new Set<string>()
  for (const m of text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')?/g)) {
    if (!m[1]) used.add('app')
    else for (const n of m[1].matchAll(/'([^']+)'/g)) used.add(n[1])
  }
  if (used.size === 0 || /\b(i18n|i18next)\.t\(|\btranslate\(/.test(text)) used.add('app')
  return [...used]
}

export interface KeyUse {
  file: string
  key: string
  /** A template literal key: only its fixed start is known (`status.${s}` → 'status.'). */
  prefix: boolean
  namespaces: string[]
}

export function keysIn(file: string, text: string): KeyUse[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const fileSpaces = namespacesOf(text)
  const uses: KeyUse[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.arguments.length > 0 && /^(t|i18n\.t|i18next\.t|translate)$/.test(node.expression.getText())) {
      const arg = node.arguments[0]
      let key: string | undefined
      let prefix = false
      if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) key = arg.text
      else if (ts.isTemplateExpression(arg)) {
        key = arg.head.text
        prefix = true
      }
      if (key !== undefined && (!prefix || key.length > 0)) {
        let namespaces = fileSpaces
        const options = node.arguments.find(ts.isObjectLiteralExpression)?.getText().match(/\bns:\s*'(\w+)'/)
        if (options) namespaces = [options[1]]
        const colon = key.indexOf(':')
        if (colon > 0) {
          namespaces = [key.slice(0, colon)]
          key = key.slice(colon + 1)
        }
        uses.push({ file: path.relative(SRC, file), key, prefix, namespaces })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return uses
}

const known = (use: KeyUse) =>
  use.namespaces.some((ns) => {
    const keys = english[ns]
    if (!keys) return false
    return use.prefix ? [...keys].some((k) => k.startsWith(use.key)) : keys.has(use.key)
  })

describe('translation keys', () => {
  it('are read from literal and template keys', () => {
    const uses = keysIn('x.tsx', "const { t } = useTranslation('system'); t('a.b'); t(`c.${x}`); t('files:d'); i18n.t('e', { ns: 'tune' })")
    expect(uses.map((u) => [u.key, u.prefix, u.namespaces.join()])).toEqual([
      ['a.b', false, 'system,app'],
      ['c.', true, 'system,app'],
      ['d', false, 'files'],
      ['e', false, 'tune'],
    ])
  })
  it('used in the code all have an English text', () => {
    const uses = sources(SRC).flatMap((f) => keysIn(f, readFileSync(f, 'utf8')))
    expect(uses.length).toBeGreaterThan(500)
    const missing = uses.filter((u) => !known(u)).map((u) => `${u.file}: [${u.namespaces.join()}] ${u.key}${u.prefix ? '…' : ''}`)
    expect(missing).toEqual([])
  })
})
