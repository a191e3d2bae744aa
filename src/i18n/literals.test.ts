import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * A pragmatic extraction check: components render user-visible words only through i18n.
 * Flags JSX text with letters and string literals given to the attributes a user reads or hears.
 */
const SRC = path.resolve(import.meta.dirname, '..')
const ATTRIBUTES = new Set(['label', 'title', 'placeholder', 'aria-label', 'description', 'message', 'alt', 'error', 'tooltip'])

/** Literals that are not words to translate: product names, units, symbols, examples. */
const ALLOWED = new Set(['Stratum', 'Stratum v', 'Klipper', 'Moonraker', 'G-code', 'QR', 'URL', 'http://printer.local:7125', 'mm', 'mm/s', '°C', 'ms', '%', 'px', 'X', 'Y', 'Z', 'E'])

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f)
    return statSync(p).isDirectory() ? files(p) : f.endsWith('.tsx') && !f.includes('.test.') ? [p] : []
  })
}

const wordy = (s: string) => /\p{L}{2,}/u.test(s) && !ALLOWED.has(s.trim())

export function literalsIn(file: string, text: string): string[] {
  const found: string[] = []
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && wordy(node.text)) found.push(node.text.trim())
    if (ts.isJsxAttribute(node) && ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const init = node.initializer
      if (ts.isStringLiteral(init) && wordy(init.text)) found.push(`${node.name.getText()}="${init.text}"`)
      if (ts.isJsxExpression(init) && init.expression && (ts.isStringLiteral(init.expression) || ts.isNoSubstitutionTemplateLiteral(init.expression)) && wordy(init.expression.text))
        found.push(`${node.name.getText()}={'${init.expression.text}'}`)
    }
    if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) && node.expression && ts.isStringLiteral(node.expression) && wordy(node.expression.text))
      found.push(`{'${node.expression.text}'}`)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('user-visible strings', () => {
  it('finds literals in JSX text and read attributes', () => {
    expect(literalsIn('x.tsx', `const a = <Card title="Icons"><Text>Hello there</Text><Input label={t('x')} aria-label="Close" />{' '}°C</Card>`)).toEqual([
      'title="Icons"',
      'Hello there',
      'aria-label="Close"',
    ])
  })
  it('come from i18n in every component', () => {
    const found = files(SRC).flatMap((f) => literalsIn(f, readFileSync(f, 'utf8')).map((s) => `${path.relative(SRC, f)}: ${s}`))
    expect(found).toEqual([])
  })
})
