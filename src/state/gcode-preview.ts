import { create } from 'zustand'
import { oneshotToken } from '../moonraker/api/access'
import { fileUrl } from '../moonraker/api/files'
import { moonraker } from '../moonraker/client'
import { PreviewModel } from '../lib/gcode-preview/chunked-model'
import type { ParseMessage, WorkerRequest } from '../lib/gcode-preview/protocol'
import type { ColorMode, ExtrusionSegments } from '../lib/gcode-preview/segments'
import { reportError } from './errors'
import { whenSocketOpen } from './session'

export type PreviewStatus = 'idle' | 'loading' | 'loaded'

/** What the viewer shows (SPEC §3 viewer options); kept for the session, shared by card and page. */
export interface ViewerOptions {
  followProgress: boolean
  showCurrentLayer: boolean
  showNextLayer: boolean
  showPreviousLayer: boolean
  showMoves: boolean
  showExtrusions: boolean
  showRetractions: boolean
}

interface GcodePreviewState {
  /** Path inside the gcodes root of the file shown (or loading). */
  file: string | null
  size: number
  status: PreviewStatus
  loaded: number
  total: number
  /** Bumps whenever the model gains moves; the model itself is mutable and lives outside React. */
  version: number
  model: PreviewModel | null
  layer: number
  options: ViewerOptions
  /** Message shown in place of the preview: a parser error, "no moves", or a download cut off. */
  message: string | null
  /** The download broke off and waits for the printer to resume it. */
  resuming: boolean
  /** The download finally failed after this many bytes: the preview is what was read until then. */
  cutAt: number | null
}

export const DEFAULT_VIEWER_OPTIONS: ViewerOptions = {
  followProgress: false,
  showCurrentLayer: true,
  showNextLayer: false,
  showPreviousLayer: false,
  showMoves: true,
  showExtrusions: true,
  showRetractions: true,
}

const initial = { file: null, size: 0, status: 'idle' as const, loaded: 0, total: 0, version: 0, model: null, layer: 0, message: null, resuming: false, cutAt: null }

export const useGcodePreviewStore = create<GcodePreviewState>(() => ({ ...initial, options: DEFAULT_VIEWER_OPTIONS }))

let worker: Worker | null = null
let generation = 0
let segmentRequests = new Map<number, (s: ExtrusionSegments | null) => void>()
let nextRequest = 0

function stopWorker(): void {
  worker?.terminate()
  worker = null
  for (const resolve of segmentRequests.values()) resolve(null)
  segmentRequests = new Map()
}

async function downloadUrl(path: string): Promise<string> {
  const url = fileUrl('gcodes', path)
  // The worker fetches without the page's headers, so auth rides in a oneshot token.
  if (!moonraker().http.tokens.get().token) return url
  return `${url}?token=${encodeURIComponent(await oneshotToken())}`
}

/** Messages of SPEC §8 the card translates. */
export const NO_MOVES = 'no_moves'
export const DOWNLOAD_CUT = 'download_cut'

/** Cuts in a row without a byte read between them before the preview keeps what it has. */
const MAX_STALLED_RESUMES = 3
/** Pause before a resume, times the stalled cuts so far plus one. */
const RESUME_PAUSE_MS = 1000

/**
 * A download cut off (a Moonraker restart, a dropped network): once the printer answers again the
 * worker fetches the rest with a fresh URL (a new oneshot token) and the parse goes on. A cut that is
 * not worth resuming (the file is gone or changed), or that keeps making no progress, stops it there:
 * the layers read stay on screen with a message.
 */
function resumer(w: Worker, gen: number, path: string) {
  let lastCutAt = -1
  let stalled = 0
  const resume = async (cut: { loaded: number; retry: boolean }): Promise<void> => {
    stalled = cut.loaded > lastCutAt ? 0 : stalled + 1
    lastCutAt = cut.loaded
    if (!cut.retry || stalled >= MAX_STALLED_RESUMES) {
      useGcodePreviewStore.setState({ resuming: false, cutAt: cut.loaded })
      w.postMessage({ type: 'stop' } satisfies WorkerRequest)
      return
    }
    useGcodePreviewStore.setState({ resuming: true })
    await whenSocketOpen()
    await new Promise((r) => setTimeout(r, RESUME_PAUSE_MS * (stalled + 1)))
    if (gen !== generation) return
    let url: string
    try {
      url = await downloadUrl(path)
    } catch {
      // The printer went away again before it gave a token: that is one more cut.
      if (gen === generation) void resume(cut)
      return
    }
    if (gen === generation) w.postMessage({ type: 'resume', url } satisfies WorkerRequest)
  }
  return resume
}

/** While a file streams in, the views and the progress bar hear about new moves at most this often. */
const COMMIT_MS = 200

/**
 * Loads a G-code file of the gcodes root into the preview: a worker downloads and parses it, the
 * model grows as batches arrive (the views draw while it streams). Resolves when parsing ends.
 * The worker stays alive afterwards to build the 3D view (buildPreviewSegments).
 */
export async function loadGcodePreview(path: string, size: number, options?: { follow?: boolean }): Promise<void> {
  stopWorker()
  const gen = ++generation
  const model = new PreviewModel()
  useGcodePreviewStore.setState((s) => ({
    ...initial,
    file: path,
    size,
    status: 'loading',
    total: size,
    model,
    options: { ...s.options, followProgress: options?.follow ?? false },
  }))
  let url: string
  try {
    url = await downloadUrl(path)
  } catch (error) {
    reportError(error)
    if (gen === generation) useGcodePreviewStore.setState({ ...initial })
    return
  }
  if (gen !== generation) return
  const w = new Worker(new URL('../workers/gcode-parser.worker.ts', import.meta.url), { type: 'module' })
  worker = w
  const resume = resumer(w, gen, path)
  // Batches land in the model at once; the store (and so React) hears of them at most every COMMIT_MS,
  // except that the first layer is shown as soon as it is complete.
  let progress = { loaded: 0, total: size }
  let lastCommit = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const commit = () => {
    clearTimeout(timer)
    timer = undefined
    lastCommit = performance.now()
    if (gen === generation) useGcodePreviewStore.setState({ ...progress, version: model.version })
  }
  const scheduleCommit = (urgent: boolean) => {
    const wait = COMMIT_MS - (performance.now() - lastCommit)
    if (urgent || wait <= 0) commit()
    else timer ??= setTimeout(commit, wait)
  }
  await new Promise<void>((resolve) => {
    w.onmessage = (event: MessageEvent<ParseMessage>) => {
      if (gen !== generation) return resolve()
      const msg = event.data
      if (msg.type === 'segments') {
        segmentRequests.get(msg.id)?.({ positions: msg.positions, colors: msg.colors, layerEnd: msg.layerEnd, vertices: msg.vertices })
        segmentRequests.delete(msg.id)
        return
      }
      if (msg.type === 'error') {
        console.warn('G-code parser:', msg.message)
        clearTimeout(timer)
        stopWorker()
        useGcodePreviewStore.setState({ ...initial, message: msg.message })
        return resolve()
      }
      if (msg.type === 'cut') {
        commit()
        void resume(msg)
        return
      }
      progress = { loaded: msg.loaded, total: msg.total }
      if (useGcodePreviewStore.getState().resuming) useGcodePreviewStore.setState({ resuming: false })
      if (msg.type === 'progress') return scheduleCommit(false)
      const hadLayer = model.layerCount > 1
      model.append(msg.batch, msg.bounds, msg.extrusions)
      if (msg.type === 'batch') return scheduleCommit(!hadLayer && model.layerCount > 1)
      clearTimeout(timer)
      const { cutAt } = useGcodePreviewStore.getState()
      if (model.count === 0) {
        stopWorker()
        // SPEC §8: a file with no moves is cleared.
        useGcodePreviewStore.setState({ ...initial, message: cutAt === null ? NO_MOVES : DOWNLOAD_CUT, cutAt, total: msg.total })
      } else useGcodePreviewStore.setState({ status: 'loaded', loaded: msg.loaded, total: msg.total, version: model.version })
      resolve()
    }
    w.onerror = (event) => {
      console.warn('G-code parser failed', event.message)
      clearTimeout(timer)
      stopWorker()
      if (gen === generation) useGcodePreviewStore.setState({ ...initial, message: event.message || 'Server error' })
      resolve()
    }
    w.postMessage({ type: 'parse', url, size } satisfies WorkerRequest)
  })
}

/**
 * The 3D view's line segments of the parsed file, built by the worker and handed over without
 * copying (null when no file is parsed or it was unloaded meanwhile).
 */
export function buildPreviewSegments(mode: ColorMode, budget: number): Promise<ExtrusionSegments | null> {
  const w = worker
  if (!w || useGcodePreviewStore.getState().status !== 'loaded') return Promise.resolve(null)
  const id = ++nextRequest
  return new Promise((resolve) => {
    segmentRequests.set(id, resolve)
    w.postMessage({ type: 'segments', id, mode, budget } satisfies WorkerRequest)
  })
}

/** Cancels a load in progress, or unloads the file shown. */
export function clearGcodePreview(): void {
  generation++
  stopWorker()
  useGcodePreviewStore.setState({ ...initial })
}

/** The layer the user picked; moving it by hand stops following the print (SPEC §4). */
export function setPreviewLayer(layer: number, byUser = true): void {
  useGcodePreviewStore.setState((s) => ({
    layer,
    options: byUser && s.options.followProgress ? { ...s.options, followProgress: false } : s.options,
  }))
}

export function setViewerOption<K extends keyof ViewerOptions>(key: K, value: ViewerOptions[K]): void {
  useGcodePreviewStore.setState((s) => ({ options: { ...s.options, [key]: value } }))
}
