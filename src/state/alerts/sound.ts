/** Alert tones made with Web Audio (nothing to fetch): a distinct short tune for each kind of event. */
import type { AlertKind } from './preferences'

/** Notes (Hz) and their length (s). */
type Tune = [number, number][]

const TUNES: Record<'done' | 'attention' | 'fault' | 'info', Tune> = {
  done: [[523, 0.12], [659, 0.12], [784, 0.22]],
  attention: [[880, 0.15], [0, 0.08], [880, 0.15]],
  fault: [[440, 0.2], [330, 0.2], [220, 0.35]],
  info: [[660, 0.15]],
}

const TUNE_OF: Record<AlertKind, keyof typeof TUNES> = {
  complete: 'done',
  cancelled: 'info',
  error: 'fault',
  paused: 'attention',
  shutdown: 'fault',
  heater: 'fault',
  disconnected: 'fault',
  unreachable: 'fault',
  firstLayer: 'info',
  layer: 'attention',
  progress: 'attention',
  queueEmpty: 'done',
  bedCheck: 'attention',
  update: 'info',
}

let context: AudioContext | null = null
/** The tune playing now: the context is suspended once the last one ends. */
let playing = 0
let quiet: ReturnType<typeof setTimeout> | undefined

/** Plays the kind's tune at `volume` (0–1); false when the browser has no Web Audio or will not play yet. */
export function playAlertTone(kind: AlertKind, volume: number): boolean {
  const Ctx = globalThis.AudioContext
  if (!Ctx || volume <= 0) return false
  try {
    context ??= new Ctx()
    void context.resume?.()
    let at = context.currentTime + 0.02
    for (const [frequency, length] of TUNES[TUNE_OF[kind]]) {
      if (frequency > 0) {
        const osc = context.createOscillator()
        const gain = context.createGain()
        osc.type = 'sine'
        osc.frequency.value = frequency
        gain.gain.setValueAtTime(volume * 0.4, at)
        gain.gain.exponentialRampToValueAtTime(0.001, at + length)
        osc.connect(gain).connect(context.destination)
        osc.onended = () => {
          osc.disconnect()
          gain.disconnect()
        }
        osc.start(at)
        osc.stop(at + length)
      }
      at += length
    }
    // A running context renders silence on the audio thread for as long as it lives: between
    // tunes (hours, on a long print) it is suspended.
    const tune = ++playing
    clearTimeout(quiet)
    const ctx = context
    quiet = setTimeout(() => tune === playing && void ctx.suspend?.(), (at - ctx.currentTime) * 1000 + 200)
    return true
  } catch {
    return false
  }
}
