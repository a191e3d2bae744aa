import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { workerSource } from './vite-worker-source'

describe('a worker inlined as its source', () => {
  it('bundles the worker and what it imports into one script, exported as a string', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'worker-source-'))
    writeFileSync(path.join(dir, 'helper.ts'), 'export const greet = (name: string): string => `hello ${name}`\n')
    writeFileSync(path.join(dir, 'x.worker.ts'), "import { greet } from './helper'\n;(globalThis as { said?: string }).said = greet('worker')\n")
    const watched: string[] = []
    const load = workerSource().load as (this: unknown, id: string) => Promise<string>
    const module = await load.call({ addWatchFile: (f: string) => watched.push(f) }, path.join(dir, 'x.worker.ts?worker-source'))
    const source = JSON.parse(module.replace(/^export default /, '')) as string
    const scope: { said?: string } = {}
    new Function('globalThis', source)(scope)
    expect(scope.said).toBe('hello worker')
    expect(source).not.toMatch(/\bimport\b/)
    expect(watched.map((f) => path.basename(f)).sort()).toEqual(['helper.ts', 'x.worker.ts'])
  })
})
