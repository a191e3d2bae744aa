/**
 * `npm run contract:record [URL] [--only=main,tune,updates]`: asks a genuine Moonraker + Klipper
 * (STRATUM_REAL_PRINTER or http://127.0.0.1:7190) the contract's questions and stores the normalised
 * answers in recorded/ (main: answers.json, notifications.json, printer.cfg; tune.json; updates.json;
 * queue.json, with QUEUE_CONF of scenario-queue.ts in the host's moonraker.conf; --only=transition:
 * queue-transition.json, with its [job_queue] replaced by AUTOMATIC_QUEUE; --only=fidelity: fidelity.json; --only=prompt: prompt.json;
 * --only=manual-probe: manual-probe.json; --only=spoolman: spoolman.json; --only=sensors: sensors.json, with SENSOR_CONF of
 * scenario-sensors.ts in the host's moonraker.conf and a local MQTT broker; --only=shaper: shaper.json; --only=pid: pid.json).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { normalise, runScenario, type ScenarioResult } from './scenario'
import { runTuneScenario } from './scenario-tune'
import { runUpdateScenario } from './scenario-updates'
import { runQueueScenario, runTransitionScenario } from './scenario-queue'
import { runFidelityScenario } from './scenario-fidelity'
import { runPromptScenario } from './scenario-prompt'
import { runManualProbeScenario } from './scenario-manual-probe'
import { runSpoolmanScenario } from './scenario-spoolman'
import { runSensorScenario } from './scenario-sensors'
import { runShaperScenario } from './scenario-shaper'
import { runPidScenario } from './scenario-pid'

const args = process.argv.slice(2)
const only = (args.find((a) => a.startsWith('--only='))?.slice(7) ?? 'main,tune,updates,queue').split(',')
const url = args.find((a) => !a.startsWith('--')) ?? process.env.STRATUM_REAL_PRINTER ?? 'http://127.0.0.1:7190'
const dataDirs = (process.env.REALPRINTER_DATA ?? '/opt/realprinter/printer_data,/opt/realprinter').split(',')
const out = path.join(import.meta.dirname, 'recorded')
const log = (s: string) => process.stdout.write(`  ${s}\n`)

mkdirSync(out, { recursive: true })
const write = (name: string, data: unknown) => writeFileSync(path.join(out, name), JSON.stringify(data, null, 1) + '\n')
const clean = (r: ScenarioResult) => ({ answers: normalise(r.answers, dataDirs), notifications: normalise(r.notifications, dataDirs) })

if (only.includes('main')) {
  const info = (await (await fetch(`${url}/server/info`)).json()) as { result: { moonraker_version: string; api_version_string: string } }
  const printer = (await (await fetch(`${url}/printer/info`)).json()) as { result: { software_version: string } }
  const { answers, notifications } = await runScenario(url, log)
  write('versions.json', {
    moonraker: info.result.moonraker_version,
    api: info.result.api_version_string,
    klipper: printer.result.software_version,
  })
  write('answers.json', normalise(answers, dataDirs))
  // The printer.cfg those answers come from: the contract test runs the sim on it too (help, settings, ADC, tune).
  const cfg = process.env.REALPRINTER_CONFIG ?? `${dataDirs[0]}/config/printer.cfg`
  writeFileSync(path.join(out, 'printer.cfg'), dataDirs.reduce((text, d) => text.split(d).join('<data>'), readFileSync(cfg, 'utf8')))
  write('notifications.json', normalise(notifications, dataDirs))
  console.log(`recorded ${Object.keys(answers).length} answers from ${url}`)
}
if (only.includes('tune')) {
  const r = await runTuneScenario(url, log)
  write('tune.json', clean(r))
  console.log(`recorded ${Object.keys(r.answers).length} tune answers from ${url}`)
}
if (only.includes('updates')) {
  const r = await runUpdateScenario(url, log)
  write('updates.json', clean(r))
  console.log(`recorded ${Object.keys(r.answers).length} update manager answers from ${url}`)
}
if (only.includes('queue')) {
  const r = await runQueueScenario(url, log)
  write('queue.json', clean(r))
  console.log(`recorded ${Object.keys(r.answers).length} job queue and notifier answers from ${url}`)
}
if (only.includes('transition')) {
  const r = await runTransitionScenario(url, log)
  write('queue-transition.json', clean(r))
  console.log(`recorded the job queue's automatic transition from ${url}`)
}
if (only.includes('fidelity')) {
  const r = await runFidelityScenario(url, log)
  write('fidelity.json', clean(r))
  console.log(`recorded ${Object.keys(r.answers).length} answers where a virtual printer parts from Klipper, from ${url}`)
}
if (only.includes('prompt')) {
  const r = await runPromptScenario(url, log)
  write('prompt.json', clean(r))
  console.log(`recorded how a macro prompt's lines reach a client, from ${url}`)
}
if (only.includes('manual-probe')) {
  const r = await runManualProbeScenario(url, log)
  write('manual-probe.json', clean(r))
  console.log(`recorded the paper test of a printer without a probe, from ${url}`)
}
if (only.includes('spoolman')) {
  const r = await runSpoolmanScenario(url, log)
  write('spoolman.json', clean(r))
  console.log(`recorded what a Moonraker without [spoolman] answers to its methods, from ${url}`)
}
if (only.includes('sensors')) {
  // The host's Moonraker subscribes to a local broker (SENSOR_CONF in its moonraker.conf): the meter's readings are published with mosquitto_pub.
  const r = await runSensorScenario(url, async (reading) => void execFileSync('mosquitto_pub', ['-h', '127.0.0.1', '-t', 'virtual_printer/power_meter', '-m', JSON.stringify(reading)]), log)
  write('sensors.json', clean(r))
  console.log(`recorded ${Object.keys(r.answers).length} sensor answers from ${url}`)
}
if (only.includes('shaper')) {
  const r = await runShaperScenario(url, log)
  write('shaper.json', clean(r))
  console.log(`recorded the bridge socket and the accelerometer endpoint without a chip, from ${url}`)
}
if (only.includes('pid')) {
  const r = await runPidScenario(url, log)
  write('pid.json', clean(r))
  console.log(`recorded a PID calibration of the extruder, from ${url}`)
}
process.exit(0)
