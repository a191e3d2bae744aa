import { createWriteStream } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import { finished } from 'node:stream/promises'
import { Zip, ZipPassThrough } from 'fflate'
import type { Klippy, PrintEnded, PrintStarted } from '../../klippy/types'
import type { FileManager } from '../files/manager'
import type { SimContext } from '../types'
import { clearFrames, drawFrame, frameName, listFrames } from './frames'
import { renderFramerate, renderVideo } from './render'
import type { SettingsStore } from './settings'
import { strftime } from './strftime'

export interface TimelapseDeps {
  klippy: Klippy
  files: FileManager
  /** A JPEG from the sim's webcam, when the server has one; otherwise frames are drawn here. */
  snapshot?: () => Buffer | Promise<Buffer>
  /** The webcam's snapshot URL, reported in the settings. */
  snapshotUrl?: string
  /** The 'timelapse-frame-error' fault: the camera fails to deliver a frame. */
  frameFails?: () => boolean
}

type Event = Record<string, unknown>

const MAX_QUEUED_FRAMES = 8

/**
 * The timelapse plugin's behaviour: frames on each layer (or TIMELAPSE_TAKE_FRAME, or every
 * hyperlapse cycle) while printing, and a render when the print completes.
 */
export class TimelapseService {
  frameCount = 0
  lastFrameFile = ''
  private printFile = ''
  private printing = false
  /** The file calls TIMELAPSE_TAKE_FRAME itself, so layer changes must not add a second frame. */
  private macroFrames = false
  private takingFrame: Promise<void> = Promise.resolve()
  private queuedFrames = 0
  private rendering = false
  private hyperlapse: NodeJS.Timeout | null = null
  private closed = false

  constructor(
    private readonly ctx: SimContext,
    private readonly deps: TimelapseDeps,
    readonly settings: SettingsStore,
    readonly framesDir: string,
    readonly outputDir: string,
  ) {
    deps.klippy.on('print_started', this.onPrintStarted)
    deps.klippy.on('print_ended', this.onPrintEnded)
    deps.klippy.on('layer_changed', this.onLayerChanged)
  }

  close(): void {
    this.closed = true
    this.stopHyperlapse()
    this.deps.klippy.off('print_started', this.onPrintStarted)
    this.deps.klippy.off('print_ended', this.onPrintEnded)
    this.deps.klippy.off('layer_changed', this.onLayerChanged)
    this.settings.flush()
  }

  /** TIMELAPSE_TAKE_FRAME: ignored when disabled, and in hyperlapse mode where the timer decides. */
  frameFromMacro(): Promise<void> {
    this.macroFrames = true
    const s = this.settings.current
    if (!s.enabled || s.mode === 'hyperlapse') return Promise.resolve()
    return this.takeFrame()
  }

  /**
   * Captures one frame; frames are taken one at a time, in order. At high time scales layers
   * can come faster than a camera could deliver, so requests beyond a short queue are dropped.
   */
  takeFrame(): Promise<void> {
    if (this.queuedFrames >= MAX_QUEUED_FRAMES) return this.takingFrame
    this.queuedFrames += 1
    this.takingFrame = this.takingFrame.then(() => this.captureFrame()).finally(() => {
      this.queuedFrames -= 1
    })
    return this.takingFrame
  }

  /** Resolves once every queued frame is on disk. */
  idle(): Promise<void> {
    return this.takingFrame
  }

  startHyperlapse(cycleSeconds = this.settings.current.hyperlapse_cycle): void {
    this.stopHyperlapse()
    // The cycle is printer time, so it runs faster with the time scale like everything else.
    const ms = Math.max(50, (cycleSeconds * 1000) / this.ctx.timeScale)
    this.hyperlapse = setInterval(() => void this.takeFrame(), ms)
    this.hyperlapse.unref()
  }

  stopHyperlapse(): void {
    if (this.hyperlapse) clearInterval(this.hyperlapse)
    this.hyperlapse = null
  }

  /** A mode or enable change while printing starts or stops the hyperlapse timer. */
  settingsChanged(): void {
    const s = this.settings.current
    if (this.printing && s.enabled && s.mode === 'hyperlapse') {
      if (!this.hyperlapse) this.startHyperlapse()
    } else {
      this.stopHyperlapse()
    }
  }

  async render(): Promise<Event> {
    const frames = await listFrames(this.framesDir)
    this.frameCount = frames.length
    if (frames.length === 0) return this.finishEvent({ action: 'render', status: 'skipped', msg: 'No frames to render' })
    if (this.rendering) return this.finishEvent({ action: 'render', status: 'running', msg: 'A render is already running' })
    this.rendering = true
    const s = this.settings.current
    const printfile = basename(this.printFile)
    const baseName = `timelapse_${basename(printfile, extname(printfile)) || 'print'}_${strftime(s.time_format_code, new Date())}`
    const total = frames.length + Math.max(0, s.duplicatelastframe)
    const framerate = renderFramerate(s, total)
    const settings = { framerate, crf: s.constant_rate_factor, pixelformat: s.pixelformat }
    this.emit({ action: 'render', status: 'started', framecount: String(total), settings, ...settings })
    try {
      this.deps.files.expectChanges('timelapse', [`${baseName}.mp4`, `${baseName}.jpg`])
      const out = await renderVideo({
        framesDir: this.framesDir,
        outputDir: this.outputDir,
        frames,
        baseName,
        settings: s,
        durationMs: Math.min(4000, Math.max(300, total * 50)) / this.ctx.timeScale,
        onProgress: (progress) => this.emit({ action: 'render', status: 'running', progress }),
      })
      await this.deps.files.notifyCreated('timelapse', out.video)
      if (out.preview) await this.deps.files.notifyCreated('timelapse', out.preview)
      return this.finishEvent({
        action: 'render',
        status: 'success',
        framecount: String(out.frameCount),
        filename: out.video,
        printfile,
        previewimage: out.preview ?? '',
        msg: `Rendered ${out.video}`,
      })
    } catch (err) {
      return this.finishEvent({ action: 'render', status: 'error', msg: `Render failed: ${String(err)}` })
    } finally {
      this.rendering = false
    }
  }

  /** Packs the frames into '<name>_frames.zip' in the timelapse folder. */
  async saveFrames(): Promise<Event> {
    const frames = await listFrames(this.framesDir)
    this.frameCount = frames.length
    if (frames.length === 0) return { action: 'saveframes', status: 'skipped', msg: 'No frames to save' }
    const printfile = basename(this.printFile)
    const zipName = `timelapse_${basename(printfile, extname(printfile)) || 'print'}_${strftime(this.settings.current.time_format_code, new Date())}_frames.zip`
    const partial = join(this.framesDir, `${zipName}.partial`)
    const out = createWriteStream(partial)
    const zip = new Zip((err, chunk, final) => {
      if (err) out.destroy(err)
      else {
        out.write(chunk)
        if (final) out.end()
      }
    })
    for (const frame of frames) {
      const entry = new ZipPassThrough(frame)
      zip.add(entry)
      entry.push(await readFile(join(this.framesDir, frame)), true)
    }
    zip.end()
    await finished(out)
    this.deps.files.expectChanges('timelapse', [zipName])
    await rename(partial, join(this.outputDir, zipName))
    await this.deps.files.notifyCreated('timelapse', zipName)
    return { action: 'saveframes', status: 'finished', zipfile: zipName }
  }

  private finishEvent(event: Event): Event {
    this.emit(event)
    return event
  }

  private emit(event: Event): void {
    if (!this.closed) this.ctx.notify('notify_timelapse_event', [event])
  }

  private async captureFrame(): Promise<void> {
    if (this.closed) return
    this.frameCount += 1
    const n = this.frameCount
    const file = frameName(n)
    try {
      if (this.deps.frameFails?.()) throw new Error('Simulated camera failure')
      const image = this.deps.snapshot ? await this.deps.snapshot() : drawFrame(this.printProgress())
      await writeFile(join(this.framesDir, file), image)
      this.lastFrameFile = file
      this.emit({ action: 'newframe', frame: String(n), framefile: file, status: 'success' })
    } catch {
      this.frameCount -= 1
      this.emit({ action: 'newframe', status: 'error' })
    }
  }

  private printProgress(): number {
    try {
      const status = this.deps.klippy.query({ virtual_sdcard: ['progress'] }).status
      const progress = Number(status.virtual_sdcard?.progress)
      if (Number.isFinite(progress)) return progress
    } catch {
      // Not ready: draw from the frame count instead.
    }
    return Math.min(1, this.frameCount / 100)
  }

  private readonly onPrintStarted = (info: PrintStarted): void => {
    this.printFile = info.filename
    this.printing = true
    this.macroFrames = false
    this.frameCount = 0
    this.lastFrameFile = ''
    this.takingFrame = this.takingFrame.then(() => clearFrames(this.framesDir))
    this.settingsChanged()
  }

  private readonly onLayerChanged = (): void => {
    const s = this.settings.current
    if (this.printing && s.enabled && s.mode === 'layermacro' && !this.macroFrames) void this.takeFrame()
  }

  private readonly onPrintEnded = (info: PrintEnded): void => {
    this.printing = false
    this.stopHyperlapse()
    const s = this.settings.current
    if (info.status !== 'completed' || !s.enabled) return
    // Let the last frame land before packing or rendering.
    void this.takingFrame.then(async () => {
      if (s.saveframes) await this.saveFrames().catch(() => undefined)
      if (s.autorender) await this.render()
    })
  }
}
