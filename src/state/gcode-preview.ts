import { create } from 'zustand'
import { oneshotToken } from '../moonraker/api/access'
import { fileUrl } from '../moonraker/api/files'
import { moonraker } from '../moonraker/client'
import { GcodeModel } from '../lib/gcode-preview/model'
import type { ParseMessage } from '../lib/gcode-preview/protocol'
import { reportError } from './errors'

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
  model: GcodeModel | null
  layer: number
  options: ViewerOptions
  /** Message shown in place of the preview: a parser error, or "no moves". */
  message: string | null
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

const initial = { file: null, size: 0, status: 'idle' as const, loaded: 0, total: 0, version: 0, model: null, layer: 0, message: null }

export const useGcodePreviewStore = create<GcodePreviewState>(() => ({ ...initial, options: DEFAULT_VIEWER_OPTIONS }))

let worker: Worker | null = null
let generation = 0

function stopWorker(): void {
  worker?.terminate()
  worker = null
}

async function downloadUrl(path: string): Promise<string> {
  const url = fileUrl('gcodes', path)
  // The worker fetches without the page's headers, so auth rides in a oneshot token.
  if (!moonraker().http.tokens.get().token) return url
  return `${url}?token=${encodeURIComponent(await oneshotToken())}`
}

/** Messages of SPEC §8 the card translates. */
export const NO_MOVES = 'no_moves'

/**
 * Loads a G-code file of the gcodes root into the preview: a worker downloads and parses it, the
 * model grows as batches arrive (the views draw while it streams). Resolves when parsing ends.
 */
export async function loadGcodePreview(path: string, size: number, options?: { follow?: boolean }): Promise<void> {
  stopWorker()
  const gen = ++generation
  const model = new GcodeModel()
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
  await new Promise<void>((resolve) => {
    w.onmessage = (event: MessageEvent<ParseMessage>) => {
      if (gen !== generation) return resolve()
      const msg = event.data
      if (msg.type === 'error') {
        console.warn('G-code parser:', msg.message)
        stopWorker()
        useGcodePreviewStore.setState({ ...initial, message: msg.message })
        return resolve()
      }
      if (msg.type === 'progress') {
        useGcodePreviewStore.setState({ loaded: msg.loaded, total: msg.total })
        return
      }
      model.append(msg.batch)
      if (msg.type === 'batch') {
        useGcodePreviewStore.setState({ loaded: msg.loaded, total: msg.total, version: model.version })
        return
      }
      stopWorker()
      if (model.count === 0) {
        // SPEC §8: a file with no moves is cleared.
        useGcodePreviewStore.setState({ ...initial, message: NO_MOVES })
      } else useGcodePreviewStore.setState({ status: 'loaded', loaded: msg.total, total: msg.total, version: model.version })
      resolve()
    }
    w.onerror = (event) => {
      console.warn('G-code parser failed', event.message)
      stopWorker()
      if (gen === generation) useGcodePreviewStore.setState({ ...initial, message: event.message || 'Server error' })
      resolve()
    }
    w.postMessage({ url, size })
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
