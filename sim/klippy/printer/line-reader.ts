/**
 * Reads a G-code file line by line in fixed-size chunks from any byte offset, so a 50 MB
 * file is never held in memory and a paused print resumes where it stopped.
 */
import { open, type FileHandle } from 'node:fs/promises'

const CHUNK = 64 * 1024

export class LineReader {
  private fh?: FileHandle
  private buf: Buffer = Buffer.alloc(0)
  /** File offset of buf[0]. */
  private bufStart: number
  private eof = false

  constructor(
    private readonly path: string,
    start = 0,
  ) {
    this.bufStart = start
  }

  /** The offset just after the last line returned. */
  get position(): number {
    return this.bufStart
  }

  private async fill(): Promise<boolean> {
    if (this.eof) return false
    this.fh ??= await open(this.path, 'r')
    const chunk = Buffer.alloc(CHUNK)
    const { bytesRead } = await this.fh.read(chunk, 0, CHUNK, this.bufStart + this.buf.length)
    if (bytesRead === 0) {
      this.eof = true
      return false
    }
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk.subarray(0, bytesRead)]) : chunk.subarray(0, bytesRead)
    return true
  }

  /** The next line without its newline, or undefined at the end of the file. */
  async next(): Promise<string | undefined> {
    for (;;) {
      const nl = this.buf.indexOf(10)
      if (nl >= 0) {
        const line = this.buf.toString('utf8', 0, nl)
        this.buf = this.buf.subarray(nl + 1)
        this.bufStart += nl + 1
        return line.endsWith('\r') ? line.slice(0, -1) : line
      }
      if (!(await this.fill())) {
        if (!this.buf.length) return undefined
        const line = this.buf.toString('utf8')
        this.bufStart += this.buf.length
        this.buf = Buffer.alloc(0)
        return line
      }
    }
  }

  async close(): Promise<void> {
    const fh = this.fh
    this.fh = undefined
    await fh?.close()
  }
}
