/**
 * virtual_sdcard: prints a file from the gcodes folder line by line through the same
 * interpreter (and the same one-at-a-time lock) as API scripts, streaming the file from disk.
 */
import { readdir, stat } from 'node:fs/promises'
import { isAbsolute, relative, resolve } from 'node:path'
import { CommandError } from '../gcode/command'
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { GcodeMutex } from '../gcode/mutex'
import type { SimClock } from '../clock'
import { LineReader } from './line-reader'
import type { PrintStats } from './print-stats'
import { round, type Status, type StatusObject } from './types'

export interface SdcardDeps {
  clock: SimClock
  gcode: GcodeDispatcher
  mutex: GcodeMutex
  gcodesDir: string
  printStats: PrintStats
  isShutdown(): boolean
  shutdownMessage(): string
  /** The rendered on_error_gcode script. */
  onErrorScript(): string
  /** A print is (re)starting: exclude_object and friends reset here. */
  onReset(): void
  /** Resolves when the toolhead has run every queued move. */
  waitMoves(): Promise<void>
  log(line: string): void
}

/** Lines run back to back before the loop lets timers and sockets in. */
const YIELD_EVERY = 400

export class VirtualSdcard implements StatusObject {
  filePath: string | null = null
  fileSize = 0
  filePosition = 0
  /** True while a line of the file is executing (Klipper's cmd_from_sd). */
  inFileCommand = false
  private reader?: LineReader
  private running = false
  private mustPause = false
  /** A line read but not yet run when a pause came in. */
  private heldLine?: { text: string; end: number }

  constructor(private readonly deps: SdcardDeps) {}

  get isActive(): boolean {
    return this.running && !this.mustPause
  }

  get hasFile(): boolean {
    return this.reader !== undefined
  }

  private resolveFile(filename: string): string {
    const clean = filename.replace(/^\/+/, '')
    const full = resolve(this.deps.gcodesDir, clean)
    const rel = relative(this.deps.gcodesDir, full)
    if (rel.startsWith('..') || isAbsolute(rel)) throw new CommandError('Unable to open file')
    return full
  }

  async startPrint(filename: string): Promise<void> {
    if (this.running) throw new CommandError('SD busy')
    await this.loadFile(filename)
    this.resume()
  }

  /** Opens a file and makes it the current job without starting it (SDCARD_PRINT_FILE, M23). */
  async loadFile(filename: string): Promise<void> {
    const full = this.resolveFile(filename)
    let size: number
    try {
      const st = await stat(full)
      if (!st.isFile()) throw new Error('not a file')
      size = st.size
    } catch {
      throw new CommandError('Unable to open file')
    }
    await this.resetFile()
    this.filePath = full
    this.fileSize = size
    this.filePosition = 0
    this.reader = new LineReader(full, 0)
    this.heldLine = undefined
    this.deps.printStats.reset(relative(this.deps.gcodesDir, full).split('\\').join('/'))
    this.deps.gcode.respondRaw(`File opened:${filename} Size:${size}`)
    this.deps.gcode.respondRaw('File selected')
  }

  /** M26: the next line is read from this byte. */
  async setPosition(pos: number): Promise<void> {
    if (this.running) throw new CommandError('SD busy')
    this.filePosition = pos
    this.heldLine = undefined
    if (this.reader && this.filePath) {
      await this.reader.close()
      this.reader = new LineReader(this.filePath, pos)
    }
  }

  /** M20: the files at the top of the gcodes folder with their sizes, sorted as Klipper sorts them. */
  async listFiles(): Promise<[string, number][]> {
    const names = (await readdir(this.deps.gcodesDir)).filter((n) => !n.startsWith('.'))
    const out: [string, number][] = []
    for (const name of names.sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0))) {
      const st = await stat(resolve(this.deps.gcodesDir, name)).catch(() => undefined)
      if (st?.isFile()) out.push([name, st.size])
    }
    return out
  }

  /** The work loop runs (printing, or finishing the line before a pause). */
  get busy(): boolean {
    return this.running
  }

  /** Starts (or continues) the work loop. */
  resume(): void {
    if (!this.reader) throw new CommandError('No file loaded')
    if (this.running) {
      if (!this.mustPause) throw new CommandError('SD busy')
      this.mustPause = false
      this.deps.printStats.noteStart(this.deps.clock.now())
      return
    }
    this.mustPause = false
    this.running = true
    this.deps.printStats.noteStart(this.deps.clock.now())
    void this.work()
  }

  /** Stops reading after the current line; the file stays loaded for a resume. */
  pause(): void {
    if (!this.running) return
    this.mustPause = true
    this.deps.printStats.notePause(this.deps.clock.now())
  }

  /** CANCEL: the file is closed and its position forgotten (progress 0, as Klipper reports it). */
  async cancel(): Promise<void> {
    if (!this.reader) return
    this.pause()
    this.deps.printStats.noteCancel(this.deps.clock.now())
    await this.closeFile()
    this.filePosition = 0
    this.fileSize = 0
  }

  private async closeFile(): Promise<void> {
    const r = this.reader
    this.reader = undefined
    this.heldLine = undefined
    this.filePath = null
    await r?.close()
  }

  /** SDCARD_RESET_FILE: unload the file and clear print_stats. */
  async resetFile(): Promise<void> {
    if (this.reader) {
      this.pause()
      // Dropping a paused job ends it.
      this.deps.printStats.noteCancel(this.deps.clock.now())
      await this.closeFile()
    }
    this.filePosition = 0
    this.fileSize = 0
    this.deps.printStats.reset()
    this.deps.onReset()
  }

  /** The printer shut down or went away: end the job without running anything else. */
  abort(status: 'klippy_shutdown' | 'klippy_disconnect', message: string): void {
    this.mustPause = true
    if (this.deps.printStats.active) this.deps.printStats.noteError(this.deps.clock.now(), message, status)
    void this.closeFile()
  }

  private async nextLine(): Promise<{ text: string; end: number } | undefined> {
    if (this.heldLine) {
      const h = this.heldLine
      this.heldLine = undefined
      return h
    }
    const reader = this.reader
    if (!reader) return undefined
    const text = await reader.next()
    return text === undefined ? undefined : { text, end: reader.position }
  }

  private async work(): Promise<void> {
    const { clock, mutex, gcode, printStats } = this.deps
    let error: string | undefined
    let eof = false
    let sinceYield = 0
    try {
      for (;;) {
        if (this.mustPause || !this.reader || this.deps.isShutdown()) break
        const next = await this.nextLine()
        if (!next) {
          // The queue can run far ahead at high time scales: the job ends when the motion does.
          try {
            await this.deps.waitMoves()
          } catch {
            break
          }
          eof = true
          gcode.respondRaw('Done printing file')
          await this.closeFile()
          break
        }
        const text = next.text.trim()
        // Comments are read past: Klipper learns nothing from them (a layer only from SET_PRINT_STATS_INFO).
        if (!text || text.startsWith(';')) {
          this.filePosition = next.end
          continue
        }
        // Wait for the lock without queueing, so a PAUSE holding it is seen before the next line.
        while (mutex.busy && !this.mustPause) await clock.sleepReal(1)
        if (this.mustPause || !this.reader) {
          // Keep the line for a resume; a cancelled (closed) file keeps nothing for the next print.
          if (this.reader) this.heldLine = next
          break
        }
        await mutex.lock()
        this.filePosition = next.end
        this.inFileCommand = true
        try {
          await gcode.runLine(text)
        } catch (e) {
          if (!(e instanceof CommandError)) throw e
          if (this.deps.isShutdown()) break
          error = e.message
          gcode.respondError(e.message)
          try {
            await gcode.runScript(this.deps.onErrorScript())
          } catch (e2) {
            this.deps.log(`on_error_gcode failed: ${(e2 as Error).message}`)
          }
          break
        } finally {
          this.inFileCommand = false
          mutex.unlock()
        }
        if (++sinceYield >= YIELD_EVERY) {
          sinceYield = 0
          await new Promise((r) => setImmediate(r))
        }
      }
    } finally {
      this.running = false
    }
    const now = clock.now()
    if (this.deps.isShutdown()) printStats.noteError(now, this.deps.shutdownMessage(), 'klippy_shutdown')
    else if (error !== undefined) printStats.noteError(now, error)
    else if (eof) printStats.noteComplete(now)
    else if (this.reader) printStats.notePause(now)
  }

  getStatus(): Status {
    return {
      file_path: this.filePath,
      progress: this.fileSize ? round(this.filePosition / this.fileSize, 4) : 0,
      is_active: this.isActive,
      file_position: this.filePosition,
      file_size: this.fileSize,
    }
  }
}
