import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { CONFIG_EXAMPLES, DOCS } from './examples'
import { seedPlates } from './models'
import { slicePlate, type SlicedFile } from './slice'

// Slicing the seed plates takes a few hundred milliseconds; tests start many sims per process.
let sliced: SlicedFile[] | null = null

export function seedGcodeFiles(): SlicedFile[] {
  sliced ??= seedPlates().map(slicePlate)
  return sliced
}

function isEmpty(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0
}

function writeAll(dir: string, files: Record<string, string>): string[] {
  for (const [rel, content] of Object.entries(files)) {
    const abs = join(dir, rel)
    mkdirSync(dirname(abs), { recursive: true })
    writeFileSync(abs, content)
  }
  return Object.keys(files)
}

/**
 * Fills a fresh data folder: sliced files in an empty gcodes folder, example configs and docs
 * where those folders are empty. Returns the G-code paths written.
 */
export function seedDataFolder(dirs: { gcodes: string; configExamples: string; docs: string }): string[] {
  let written: string[] = []
  if (isEmpty(dirs.gcodes)) {
    written = writeAll(dirs.gcodes, Object.fromEntries(seedGcodeFiles().map((f) => [f.path, f.content])))
  }
  if (isEmpty(dirs.configExamples)) writeAll(dirs.configExamples, CONFIG_EXAMPLES)
  if (isEmpty(dirs.docs)) writeAll(dirs.docs, DOCS)
  return written
}
