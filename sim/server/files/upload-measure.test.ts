import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installFiles, type FileManager } from './index'
import { readyFakeKlippy } from '../testing/fake-klippy'
import { TestHost } from '../testing/host'
import { uploadMultipart } from './testing/multipart'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
const bigFixture = resolve(repoRoot, '../shared/fixtures/gcode/bunny_xl_0.1mm_PLA_16d4h.gcode')

describe.skipIf(!existsSync(bigFixture))('uploading the 54 MB fixture', () => {
  let dataDir: string
  let host: TestHost
  let fm: FileManager

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'stratum-bigupload-'))
    host = new TestHost(dataDir)
    fm = installFiles(host.ctx, { klippy: readyFakeKlippy() })
    await host.listen()
  })
  afterAll(async () => {
    fm.close()
    await host.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('streams to disk without holding the file in memory, then reads its metadata quickly', async () => {
    const size = statSync(bigFixture).size
    global.gc?.()
    const baseline = process.memoryUsage().rss
    let peak = baseline
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 5)
    const started = performance.now()
    const res = await uploadMultipart(host.url, 'bunny_xl.gcode', { path: bigFixture, size })
    const uploadMs = performance.now() - started
    clearInterval(sampler)
    peak = Math.max(peak, process.memoryUsage().rss)
    expect(res.status).toBe(201)
    expect(statSync(join(dataDir, 'gcodes/bunny_xl.gcode')).size).toBe(size)

    const metaStarted = performance.now()
    const meta = await host.call('server.files.metadata', { filename: 'bunny_xl.gcode' })
    const metaMs = performance.now() - metaStarted
    expect(meta).toMatchObject({ slicer: 'PrusaSlicer', size })

    const growthMb = (peak - baseline) / 1024 / 1024
    console.log(
      `54 MB upload: ${uploadMs.toFixed(0)} ms, peak RSS growth ${growthMb.toFixed(1)} MB (client and server in one process); ` +
        `metadata ready ${metaMs.toFixed(0)} ms after the response`,
    )
    expect(growthMb).toBeLessThan(100)
  })
})
