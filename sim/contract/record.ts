/**
 * `npm run contract:record [URL]`: asks a genuine Moonraker + Klipper (STRATUM_REAL_PRINTER or
 * http://127.0.0.1:7190) the contract's questions and stores the normalised answers in recorded/.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { normalise, runScenario } from './scenario'

const url = process.argv[2] ?? process.env.STRATUM_REAL_PRINTER ?? 'http://127.0.0.1:7190'
const dataDirs = (process.env.REALPRINTER_DATA ?? '/opt/realprinter/printer_data,/opt/realprinter').split(',')
const out = path.join(import.meta.dirname, 'recorded')

const info = (await (await fetch(`${url}/server/info`)).json()) as { result: { moonraker_version: string; api_version_string: string } }
const printer = (await (await fetch(`${url}/printer/info`)).json()) as { result: { software_version: string } }
const { answers, notifications } = await runScenario(url, (s) => process.stdout.write(`  ${s}\n`))
mkdirSync(out, { recursive: true })
const write = (name: string, data: unknown) => writeFileSync(path.join(out, name), JSON.stringify(data, null, 1) + '\n')
write('versions.json', {
  moonraker: info.result.moonraker_version,
  api: info.result.api_version_string,
  klipper: printer.result.software_version,
})
write('answers.json', normalise(answers, dataDirs))
// The printer.cfg those answers come from: the contract test runs the sim on it too (help, settings, ADC).
const cfg = process.env.REALPRINTER_CONFIG ?? `${dataDirs[0]}/config/printer.cfg`
writeFileSync(path.join(out, 'printer.cfg'), dataDirs.reduce((text, d) => text.split(d).join('<data>'), readFileSync(cfg, 'utf8')))
write('notifications.json', normalise(notifications, dataDirs))
console.log(`recorded ${Object.keys(answers).length} answers from ${url} into ${out}`)
process.exit(0)
