/**
 * Input shaper measurements: the resonance test per axis while a worker collects the
 * accelerometer's samples through Moonraker's bridge socket and analyses them. Per printer session.
 */
import type { AxisAnalysis, TestAxis } from '../lib/input-shaper/analyse'
import type { ShaperReply, ShaperRequest } from '../lib/input-shaper/protocol'
import type { ShaperName } from '../lib/input-shaper/shapers'
import { oneshotToken } from '../moonraker/api/access'
import { moonraker } from '../moonraker/client'
import { configSectionOf } from '../moonraker/printer-objects'
import { usePrinterStore } from './printer'
import { sessionStore } from './printer-session'
import { useSessionStore } from './session'

export interface ShaperRun {
  axis: TestAxis
  /** 0–1, from the printer time the samples cover against the sweep's length. */
  progress: number
  phase: 'starting' | 'testing' | 'analysing'
}

export interface AxisResult extends AxisAnalysis {
  /** Unix ms. */
  measuredAt: number
  /** How long the worker took to analyse the samples. */
  analysisMs?: number
}

export interface InputShaperState {
  run: ShaperRun | null
  results: Partial<Record<TestAxis, AxisResult>>
  /** The shaper row picked per axis (the recommendation until the user picks another). */
  chosen: Partial<Record<TestAxis, ShaperName>>
}

export const useInputShaperStore = sessionStore<InputShaperState>(() => ({ run: null, results: {}, chosen: {} }))

const config = <N extends string>(section: N) => configSectionOf(usePrinterStore.getState().objects, section)
const num = (v: unknown, dflt: number) => (typeof v === 'number' && Number.isFinite(v) ? v : dflt)

/** The accelerometer the resonance tester uses for an axis, as `adxl345/dump_adxl345` names it. */
export function sensorFor(axis: TestAxis): string {
  const tester = config('resonance_tester')
  const chip = String((axis === 'x' ? tester?.accel_chip_x : tester?.accel_chip_y) ?? tester?.accel_chip ?? 'adxl345')
  return chip.replace(/^adxl345\s+/, '').trim() || 'adxl345'
}

/** Printer seconds of one sweep: the test frequencies at the configured rate. */
export function sweepSeconds(): number {
  const t = config('resonance_tester')
  return (num(t?.max_freq, 135) - num(t?.min_freq, 5)) / num(t?.hz_per_sec, 1)
}

/** Spectra are analysed up to 1.5 × the highest test frequency, as Klipper does. */
export function analysedMaxFreq(): number {
  return 1.5 * num(config('resonance_tester')?.max_freq, 135)
}

export function squareCornerVelocity(): number {
  return num(config('printer')?.square_corner_velocity, 5)
}

let worker: Worker | null = null
let listener: ((m: ShaperReply) => void) | null = null

function shaperWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('../workers/input-shaper.worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (e: MessageEvent<ShaperReply>) => listener?.(e.data)
  }
  return worker
}

export function postToWorker(req: ShaperRequest, onReply: (m: ShaperReply) => void): void {
  listener = onReply
  shaperWorker().postMessage(req)
}

/** The bridge socket's URL beside the session's socket; a oneshot token when logged in. */
export async function bridgeUrl(): Promise<string> {
  const url = useSessionStore.getState().socketUrl.replace(/\/websocket\/?$/, '/klippysocket')
  if (!moonraker().http.tokens.get().token) return url
  return `${url}?token=${encodeURIComponent(await oneshotToken())}`
}

export function setRun(run: ShaperRun | null): void {
  useInputShaperStore.setState({ run })
}

export function addResult(analysis: AxisAnalysis, analysisMs?: number): void {
  useInputShaperStore.setState((s) => ({
    results: { ...s.results, [analysis.axis]: { ...analysis, measuredAt: Date.now(), analysisMs } },
    chosen: { ...s.chosen, [analysis.axis]: analysis.recommended },
  }))
}

export function chooseShaper(axis: TestAxis, name: ShaperName): void {
  useInputShaperStore.setState((s) => ({ chosen: { ...s.chosen, [axis]: name } }))
}
