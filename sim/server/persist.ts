import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

let tempCounter = 0

function tempPath(path: string): string {
  tempCounter += 1
  return `${path}.${process.pid}.${tempCounter}.tmp`
}

/** Writes through a temp file and a rename, so a crash never leaves half a file. */
export function writeFileAtomicSync(path: string, data: string): void {
  mkdirSync(dirname(path), { recursive: true })
  const tmp = tempPath(path)
  writeFileSync(tmp, data)
  renameSync(tmp, path)
}

export async function writeFileAtomic(path: string, data: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const tmp = tempPath(path)
  await writeFile(tmp, data)
  await rename(tmp, path)
}

export function readJsonFile<T>(path: string, fallback: T): T {
  if (!existsSync(path)) return fallback
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T
  } catch {
    return fallback
  }
}

/**
 * A JSON document kept in memory and written back shortly after each change. Changes in
 * quick succession are coalesced into one write; the writes themselves are synchronous
 * (small files) so they can never interleave with the one flush() does at shutdown.
 */
export class JsonDocument<T> {
  data: T
  private timer: NodeJS.Timeout | null = null

  constructor(
    readonly path: string,
    fallback: () => T,
    private readonly delayMs = 50,
  ) {
    this.data = readJsonFile<T | null>(path, null) ?? fallback()
  }

  save(): void {
    if (this.timer) return
    this.timer = setTimeout(() => this.flush(), this.delayMs)
  }

  flush(): void {
    if (!this.timer) return
    clearTimeout(this.timer)
    this.timer = null
    try {
      writeFileAtomicSync(this.path, JSON.stringify(this.data))
    } catch {
      // The folder went away (a test cleaned it up); nothing left to keep.
    }
  }
}
