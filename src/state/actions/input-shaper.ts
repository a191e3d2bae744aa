/** The resonance test per axis and applying a shaper: named actions with their guards. */
import { setInputShaper, shaperOptions, testResonances, type ShaperSetting } from '../../lib/gcode/input-shaper'
import { saveToAutosave } from '../../lib/klipper-config/autosave'
import type { AxisAnalysis, TestAxis } from '../../lib/input-shaper/analyse'
import type { ShaperReply } from '../../lib/input-shaper/protocol'
import { restart } from '../../moonraker/api/printer'
import { defineAction } from '../action'
import { idleActionsAllowed, klippyReady, printInProgress } from '../guards'
import { addResult, analysedMaxFreq, bridgeUrl, postToWorker, sensorFor, setRun, squareCornerVelocity, sweepSeconds } from '../input-shaper'
import { forgetMeasurement, keepMeasurement, loadShaperHistory } from '../settings/shaper-history'
import { readConfigFile, saveConfigText } from './config-history'
import { runScript } from './gcode'

interface Settle<T> {
  resolve(value: T): void
  reject(error: Error): void
}

/**
 * One axis: the worker opens the bridge socket and collects samples, TEST_RESONANCES runs (progress by
 * the printer time the samples cover), then the worker analyses what it collected. A socket lost
 * mid-test fails the measurement once the test is over.
 */
async function measureAxis(axis: TestAxis): Promise<AxisAnalysis & { analysisMs: number }> {
  setRun({ axis, progress: 0, phase: 'starting' })
  const total = sweepSeconds()
  let failure: Error | null = null
  let opened: Settle<void> | null = null
  let analysed: Settle<AxisAnalysis & { analysisMs: number }> | null = null
  const onReply = (m: ShaperReply) => {
    if (m.type === 'recording') opened?.resolve()
    else if (m.type === 'progress') setRun({ axis, progress: Math.min(0.99, m.seconds / total), phase: 'testing' })
    else if (m.type === 'result') analysed?.resolve({ ...m.analysis, analysisMs: m.ms })
    else {
      const error = new Error(m.message)
      failure ??= error
      opened?.reject(error)
      analysed?.reject(error)
    }
  }
  try {
    const url = await bridgeUrl()
    await new Promise<void>((resolve, reject) => {
      opened = { resolve, reject }
      postToWorker({ type: 'record', url, sensor: sensorFor(axis) }, onReply)
    })
    setRun({ axis, progress: 0, phase: 'testing' })
    await runScript(testResonances(axis))
    if (failure) throw failure
    setRun({ axis, progress: 1, phase: 'analysing' })
    return await new Promise<AxisAnalysis & { analysisMs: number }>((resolve, reject) => {
      analysed = { resolve, reject }
      postToWorker({ type: 'finish', axis, scv: squareCornerVelocity(), maxFreq: analysedMaxFreq() }, onReply)
    })
  } catch (e) {
    postToWorker({ type: 'cancel' }, () => undefined)
    throw e
  } finally {
    setRun(null)
  }
}

/** TEST_RESONANCES on each axis in turn, analysed as it ends. Not while printing. */
export const runResonanceTest = defineAction({ wait: 'resonanceTest', allowed: idleActionsAllowed }, async (axes: TestAxis[]) => {
  for (const axis of axes) {
    const analysis = await measureAxis(axis)
    addResult(analysis, analysis.analysisMs)
    // The history is a convenience: a measurement that cannot be stored is still shown.
    const { analysisMs: _ms, ...kept } = analysis
    await keepMeasurement(kept).catch((e: unknown) => console.warn(e))
  }
  return true
})

export const loadMeasurements = defineAction({ errors: 'silent' }, () => loadShaperHistory().then(() => true))
export const deleteMeasurement = defineAction({ wait: 'shaperHistory' }, (id: string) => forgetMeasurement(id).then(() => true))

/** SET_INPUT_SHAPER with the chosen shaper per axis: in effect at once, until Klipper restarts. Not while printing. */
export const applyInputShaper = defineAction(
  { wait: 'inputShaperApply', allowed: () => klippyReady() && !printInProgress() },
  async (axes: Partial<Record<TestAxis, ShaperSetting>>) => {
    await runScript(setInputShaper(axes))
    return true
  },
)

/**
 * Keeps the chosen shaper per axis: written into printer.cfg's SAVE_CONFIG block (the text it replaces
 * kept as a version, the main part's own values commented out), then Klipper restarts to load it, as
 * SAVE_CONFIG does. Not while printing.
 */
export const saveInputShaper = defineAction(
  { wait: 'inputShaperSave', allowed: () => klippyReady() && !printInProgress() },
  async (axes: Partial<Record<TestAxis, ShaperSetting>>) => {
    const text = await readConfigFile('printer.cfg')
    if (text === undefined) return false
    if (!(await saveConfigText('config', 'printer.cfg', saveToAutosave(text, 'input_shaper', shaperOptions(axes))))) return false
    await restart()
    return true
  },
)
