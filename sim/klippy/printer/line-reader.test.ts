import { createWriteStream, mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LineReader } from './line-reader'

async function writeLines(path: string, count: number, line: (i: number) => string): Promise<void> {
  const out = createWriteStream(path)
  for (let i = 0; i < count; i++) {
    if (!out.write(line(i) + '\n')) await new Promise<void>((r) => out.once('drain', () => r()))
  }
  await new Promise<void>((r) => out.end(r))
}

describe('LineReader', () => {
  it('reads a large file line by line in chunks, tracking the byte position', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'line-reader-')), 'big.gcode')
    await writeLines(path, 300_000, (i) => `G1 X${i % 200} Y${i % 150} E0.0123 ; line ${i} é`)
    const size = statSync(path).size
    const reader = new LineReader(path)
    let n = 0
    let last = ''
    for (let line = await reader.next(); line !== undefined; line = await reader.next()) {
      n++
      last = line
    }
    await reader.close()
    expect(n).toBe(300_000)
    expect(last).toBe('G1 X199 Y149 E0.0123 ; line 299999 é')
    expect(reader.position).toBe(size)
  })

  it('resumes from a byte offset and handles a last line without newline', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'line-reader-'))
    const path = join(dir, 'small.gcode')
    await writeLines(path, 3, (i) => `L${i}\r`)
    const r1 = new LineReader(path)
    expect(await r1.next()).toBe('L0')
    const at = r1.position
    await r1.close()
    const r2 = new LineReader(path, at)
    expect(await r2.next()).toBe('L1')
    expect(await r2.next()).toBe('L2')
    expect(await r2.next()).toBeUndefined()
    await r2.close()
  })
})
