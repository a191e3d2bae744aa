/**
 * Moonraker's [sensor] component: its list, info and measurements, the notify_sensor_update it
 * sends once a second, and the energy history field a job records (auxiliary_data, auxiliary_totals).
 * Recorded with SENSOR_CONF in the reference host's moonraker.conf and a local MQTT broker; the
 * recording publishes the meter's readings itself (`publish`). On the sim the built-in meter answers.
 */
import { POWER_SENSOR_CONF } from '../server/sensors/meter-topic'
import { ContractClient } from './client'
import { rpcAnswer, until, wait, type Recording, type ScenarioResult } from './scenario'

/** The sim's default [sensor printer_power], fed over MQTT on the reference host. */
export const SENSOR_CONF = `
[mqtt]
address: 127.0.0.1
port: 1883

${POWER_SENSOR_CONF}
`

export const SENSOR_FILE = 'contract_sensor.gcode'
const SENSOR_GCODE = 'G4 P4000\nM117 sensor contract\n'

type Publish = (reading: { power: number; voltage: number; current: number; energy: number }) => Promise<void>

export async function runSensorScenario(url: string, publish: Publish | null, log: (s: string) => void = () => {}): Promise<ScenarioResult> {
  const c = await ContractClient.open(url)
  const answers: Recording = {}
  const ask = async (name: string, method: string, params?: Record<string, unknown>) => {
    log(name)
    answers[name] = rpcAnswer(await c.call(method, params))
  }
  const state = async () => ((await c.call('printer.objects.query', { objects: { print_stats: ['state'] } })).result as { status: { print_stats: { state: string } } }).status.print_stats.state
  let energy = 1.5
  const meter = async (power: number) => {
    energy += power / 100_000
    await publish?.({ power, voltage: 230.1, current: Number((power / 230.1).toFixed(3)), energy: Number(energy.toFixed(6)) })
  }
  try {
    await until(async () => ((await c.call('server.info')).result as { klippy_state?: string } | undefined)?.klippy_state === 'ready', 60_000)
    await meter(20)
    await wait(2500)
    await ask('server.sensors.list', 'server.sensors.list')
    await ask('server.sensors.list extended', 'server.sensors.list', { extended: true })
    await ask('server.sensors.info extended', 'server.sensors.info', { sensor: 'printer_power', extended: true })
    await ask('server.sensors.info unknown', 'server.sensors.info', { sensor: 'no_such_sensor' })
    await ask('server.sensors.measurements one', 'server.sensors.measurements', { sensor: 'printer_power' })
    await ask('server.sensors.measurements all', 'server.sensors.measurements')
    await ask('server.sensors.measurements unknown', 'server.sensors.measurements', { sensor: 'no_such_sensor' })
    await meter(25)
    const update = await c.waitFor((n) => n.method === 'notify_sensor_update', 10_000)
    answers['notify_sensor_update'] = { result: update.params }

    // A short job while the meter counts: its energy lands in auxiliary_data and the totals.
    log('a job with the meter running')
    await c.call('server.files.delete_file', { path: `gcodes/${SENSOR_FILE}` })
    const form = new FormData()
    form.append('root', 'gcodes')
    form.append('file', new Blob([SENSOR_GCODE]), SENSOR_FILE)
    await c.http('POST', '/server/files/upload', form)
    await c.call('printer.print.start', { filename: SENSOR_FILE })
    await until(async () => (await state()) === 'printing', 20_000)
    for (let i = 0; i < 4; i++) {
      await meter(150)
      await wait(1000)
    }
    await until(async () => (await state()) === 'complete', 60_000)
    await wait(500)
    const list = (await c.call('server.history.list', { limit: 1 })).result as { jobs: { job_id: string; filename: string; auxiliary_data: unknown[] }[] }
    const job = list.jobs[0]
    answers['job auxiliary_data'] = { result: job.filename === SENSOR_FILE ? job.auxiliary_data : null }
    await ask('server.history.totals', 'server.history.totals')
    if (job.filename === SENSOR_FILE) await c.call('server.history.delete_job', { uid: job.job_id })
    await c.call('server.files.delete_file', { path: `gcodes/${SENSOR_FILE}` })
    return { answers, notifications: {} }
  } finally {
    c.close()
  }
}
