import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')

/** Type assertions (`x as T`, `<T>x`) may not grow back: each one is a type the compiler was told to trust. */
const MAX_CASTS = 15

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name)
    if (statSync(p).isDirectory()) {
      if (name !== 'testing') sources(p, out)
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(p)
  }
  return out
}

function castsIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && node.type.getText(source) !== 'const') {
      found.push(`${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${node.getText(source).slice(0, 80)}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('type assertions in the app', () => {
  const casts = ['src/features', 'src/app', 'src/state'].flatMap((dir) => sources(path.join(ROOT, dir))).flatMap(castsIn)

  it(`stay at ${MAX_CASTS} or fewer in features/, app/ and state/`, () => {
    expect(casts.length, casts.join('\n')).toBeLessThanOrEqual(MAX_CASTS)
  })

  it('none on stored settings outside their door (state/settings)', () => {
    const stored = casts.filter((c) => /Stored|UiSetting|roots|settings/i.test(c) && !c.startsWith('src/state/settings/'))
    expect(stored).toEqual([])
  })
})
