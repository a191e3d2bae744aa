/** Messages between the page and the input shaper worker (src/workers/input-shaper.worker.ts). */
import type { AxisAnalysis, Recording, TestAxis } from './analyse'

export type ShaperRequest =
  /** Open the bridge socket at `url` and collect `sensor`'s samples until 'finish'. */
  | { type: 'record'; url: string; sensor: string }
  /** Stop collecting and analyse what came as a test of `axis`. */
  | { type: 'finish'; axis: TestAxis; scv: number; maxFreq: number }
  /** Stop collecting and forget it. */
  | { type: 'cancel' }
  /** Analyse a recording given whole (the benchmark, a re-analysis). */
  | { type: 'analyse'; axis: TestAxis; recording: Recording; scv: number; maxFreq: number }

export type ShaperReply =
  /** The accelerometer answered: samples are coming. */
  | { type: 'recording' }
  /** Printer seconds of samples so far. */
  | { type: 'progress'; seconds: number; samples: number }
  | { type: 'result'; analysis: AxisAnalysis; ms: number }
  | { type: 'error'; message: string }
