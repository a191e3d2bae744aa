import type { Scenario } from '../harness/context'
import { bedMesh } from './bed-mesh'
import { cameraHour } from './camera-hour'
import { coldLoadScenario } from './cold-load'
import { configLint } from './config-lint'
import { consoleFlood } from './console-flood'
import { farmScenario } from './farm'
import { farmSlopeScenario } from './farm-slope'
import { gcodePreview } from './gcode-preview'
import { historyScenario } from './history'
import { initialPayload } from './initial-payload'
import { jobQueue } from './job-queue'
import { inputShaper } from './input-shaper'
import { longPrint } from './long-print'
import { printingDashboard } from './printing-dashboard'
import { repeatVisit } from './repeat-visit'
import { soakScenario } from './soak'
import { systemCharts } from './system-charts'
import { tenKFiles } from './ten-k-files'

/** Every scenario, in the order a full run takes them (opt-in ones only when named). */
export const SCENARIOS: Scenario[] = [initialPayload, coldLoadScenario, repeatVisit, printingDashboard, consoleFlood, tenKFiles, historyScenario, jobQueue, longPrint, gcodePreview, bedMesh, inputShaper, configLint, systemCharts, cameraHour, farmScenario, farmSlopeScenario, soakScenario]

/** The one `--smoke` runs when no --only is given: short, and it touches the whole chain. */
export const SMOKE_SCENARIO = initialPayload.id

export function selectScenarios(only: string[], smoke: boolean, all: Scenario[] = SCENARIOS): Scenario[] {
  const wanted = only.length ? only : smoke ? [SMOKE_SCENARIO] : all.filter((s) => !s.optIn).map((s) => s.id)
  const byName = new Map<string, Scenario>()
  for (const s of all) {
    byName.set(s.id, s)
    byName.set(s.title.toLowerCase().replace(/\s+/g, '-'), s)
  }
  const unknown = wanted.filter((w) => !byName.has(w))
  if (unknown.length) throw new Error(`unknown scenario ${unknown.map((u) => `'${u}'`).join(', ')}; choose from ${all.map((s) => s.id).join(', ')}`)
  return all.filter((s) => wanted.some((w) => byName.get(w) === s))
}
