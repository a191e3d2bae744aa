import { createWriteStream, existsSync, mkdirSync, renameSync, type WriteStream } from 'node:fs'
import { once } from 'node:events'
import { join } from 'node:path'

function stamp(d = new Date()): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())},${p(d.getMilliseconds(), 3)}`
}

function fileStamp(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}_${p(d.getHours())}-${p(d.getMinutes())}-${p(d.getSeconds())}`
}

/** An append-only log file in the data folder's logs/, like moonraker.log and klippy.log. */
export class LogFile {
  private stream: WriteStream
  readonly path: string

  constructor(
    logsDir: string,
    readonly name: string,
    private readonly withTimestamps: boolean,
  ) {
    mkdirSync(logsDir, { recursive: true })
    this.path = join(logsDir, name)
    this.stream = this.open()
  }

  private open(): WriteStream {
    const s = createWriteStream(this.path, { flags: 'a' })
    s.on('error', () => undefined)
    return s
  }

  write(line: string): void {
    if (this.stream.destroyed || this.stream.writableEnded) return
    this.stream.write(this.withTimestamps ? `${stamp()} ${line}\n` : `${line}\n`)
  }

  /** Renames the current file with a date suffix and starts a new one. */
  async rollover(): Promise<string> {
    await new Promise<void>((resolve) => this.stream.end(resolve))
    const rolled = `${this.path}.${fileStamp()}`
    if (existsSync(this.path)) renameSync(this.path, rolled)
    this.stream = this.open()
    await once(this.stream, 'ready')
    this.stream.write(`${'-'.repeat(20)} Log Start | ${new Date().toString()} ${'-'.repeat(20)}\n`)
    return rolled
  }

  close(): Promise<void> {
    return new Promise<void>((resolve) => {
      if (this.stream.writableEnded) resolve()
      else this.stream.end(resolve)
    })
  }
}
