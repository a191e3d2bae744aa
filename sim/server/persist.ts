import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { rename, writeFile, mkdir } from 'node:fs/promises'
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
 * A JSON document kept in memory and written back shortly after each change.
 * Writes are coalesced and never overlap; flush() writes synchronously at shutdown.
 */
export class JsonDocument<T> {
  data: T
  private timer: NodeJS.Timeout | null = null
  private writing: Promise<void> | null = null
  private dirty = false

  constructor(
    readonly path: string,
    fallback: () => T,
    private readonly delayMs = 50,
  ) {
    this.data = readJsonFile<T | null>(path, null) ?? fallback()
  }

  save(): void {
    this.dirty = true
    if (this.timer || this.writing) return
    this.timer = setTimeout(() => void this.writeNow(), this.delayMs)
  }

  private async writeNow(): Promise<void> {
    this.timer = null
    if (!this.dirty) return
    this.dirty = false
    this.writing = writeFileAtomic(this.path, JSON.stringify(this.data))
    try {
      await this.writing
    } finally {
      this.writing = null
      if (this.dirty) this.save()
    }
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    if (this.dirty || this.writing) {
      this.dirty = false
      writeFileAtomicSync(this.path, JSON.stringify(this.data))
    }
  }
}
