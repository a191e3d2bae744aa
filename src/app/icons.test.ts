import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import * as Icons from './icons'

const SRC = path.resolve(import.meta.dirname, '..')
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f)
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) && !f.includes('.test.') ? [p] : []
  })

describe('icons', () => {
  it('lists every icon any source file imports', () => {
    const used = new Set<string>()
    for (const file of files(SRC)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@tabler\/icons-react'/g))
        for (const name of m[1].split(',').map((n) => n.trim().split(' as ')[0]))
          if (/^Icon[A-Z]/.test(name) && name !== 'IconProps') used.add(name)
    }
    expect([...used].filter((n) => !(n in Icons)).sort()).toEqual([])
  })
})
