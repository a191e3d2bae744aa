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

/** Object properties read out as text (not 'error', which maps notification types to colours). */
const PROPERTIES = new Set(['label', 'title', 'placeholder', 'description', 'message', 'tooltip'])
const isRouteHandle = (node: ts.Node) => ts.isObjectLiteralExpression(node.parent) && ts.isPropertyAssignment(node.parent.parent) && node.parent.parent.name.getText() === 'handle'

/** Literals that are not words to translate: product names, units, symbols, examples. */
const ALLOWED = new Set(['Stratum', 'Stratum v', 'Klipper', 'Moonraker', 'G-code', 'QR', 'URL', 'http://printer.local:7125', 'mm', 'mm/s', '°C', 'ms', '%', 'px', 'X', 'Y', 'Z', 'E'])

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f)
    return statSync(p).isDirectory() ? files(p) : f.endsWith('.tsx') && !f.includes('.test.') ? [p] : []
  })
}

const wordy = (s: string) => /\p{L}{2,}/u.test(s) && !ALLOWED.has(s.trim())

/** The string literals an expression can evaluate to: a literal, or the arms of ?:, || and ??. */
function branches(e: ts.Expression): string[] {
  if (ts.isParenthesizedExpression(e)) return branches(e.expression)
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return wordy(e.text) ? [e.text] : []
  if (ts.isTemplateExpression(e)) return [e.head.text, ...e.templateSpans.map((s) => s.literal.text)].filter(wordy)
  if (ts.isConditionalExpression(e)) return [...branches(e.whenTrue), ...branches(e.whenFalse)]
  if (ts.isBinaryExpression(e) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(e.operatorToken.kind)) return [...branches(e.left), ...branches(e.right)]
  return []
}

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
    if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) && node.expression)
      for (const text of branches(node.expression)) found.push(`{'${text}'}`)
    // {cond ? 'On' : 'Off'} or label={x ?? 'None'} given to a read attribute
    if (ts.isJsxAttribute(node) && ATTRIBUTES.has(node.name.getText()) && node.initializer && ts.isJsxExpression(node.initializer) && node.initializer.expression) {
      const e = node.initializer.expression
      if (!ts.isStringLiteral(e) && !ts.isNoSubstitutionTemplateLiteral(e)) for (const text of branches(e)) found.push(`${node.name.getText()}={'${text}'}`)
    }
    // { label: 'Foo' } in a component file: options lists, menu items, toasts (a route's handle title is a key, route-title.ts)
    if (ts.isPropertyAssignment(node) && PROPERTIES.has(node.name.getText()) && !isRouteHandle(node) && (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer)) && wordy(node.initializer.text))
      found.push(`${node.name.getText()}: '${node.initializer.text}'`)
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
    expect(literalsIn('x.tsx', `const o = [{ value: 'a', label: 'Alpha' }]; const a = <Badge title={on ? t('on') : 'Off'}>{ok && 'Ready'}{\`\${n} files\`}</Badge>`)).toEqual([
      "label: 'Alpha'",
      "title={'Off'}",
      "{'Ready'}",
      "{' files'}",
    ])
  })
  it('come from i18n in every component', () => {
    // Every feature folder is scanned (history, gcode-preview, tune, system, cameras, timelapse, updates, power …).
    const scanned = new Set(files(SRC).map((f) => path.relative(SRC, f).split(path.sep).slice(0, 2).join('/')))
    const features = readdirSync(path.join(SRC, 'features')).map((f) => `features/${f}`)
    expect(features.filter((f) => !scanned.has(f))).toEqual([])
    const found = files(SRC).flatMap((f) => literalsIn(f, readFileSync(f, 'utf8')).map((s) => `${path.relative(SRC, f)}: ${s}`))
    expect(found).toEqual([])
  })
})
