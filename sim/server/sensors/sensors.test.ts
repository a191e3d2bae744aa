import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, until, type TestSim } from '../testing/harness'
import { HistoryField, type FieldConfiguration } from '../history/fields'
import { PowerMeter } from './power-meter'
import { confDict, sensorConfig } from './sensor-config'

const field = (over: Partial<FieldConfiguration>, latest: unknown = undefined, on = true) =>
  new HistoryField(
    { field: 'f', provider: 'sensor s', description: 'd', strategy: 'delta', units: 'kWh', init_tracker: false, exclude_paused: false, report_total: true, report_maximum: true, precision: null, ...over },
    () => latest,
    () => on,
  )

describe('history fields', () => {
  it('delta counts from the first value after the start, or from the last reading with init_tracker', () => {
    const f = field({})
    f.reset()
    for (const v of [10, 10.5, 11.25]) f.update(v)
    expect(f.asEntry()).toEqual({ provider: 'sensor s', name: 'f', value: 1.25, description: 'd', units: 'kWh' })
    const g = field({ init_tracker: true, precision: 2 }, 9)
    g.reset()
    g.update(10.333)
    expect(g.asEntry().value).toBe(1.33)
  })

  it('average, maximum, minimum and accumulate follow their strategy', () => {
    const run = (strategy: FieldConfiguration['strategy']) => {
      const f = field({ strategy })
      f.reset()
      for (const v of [4, 2, 6]) f.update(v)
      return f.asEntry().value
    }
    expect([run('average'), run('maximum'), run('minimum'), run('accumulate'), run('basic')]).toEqual([4, 6, 2, 12, 6])
  })

  it('adds to the totals and keeps the maximum', () => {
    const f = field({})
    f.reset()
    f.update(0)
    f.update(2)
    const first = f.totals([])
    expect(first).toEqual({ provider: 'sensor s', field: 'f', maximum: 2, total: 2 })
    f.reset()
    f.update(5)
    f.update(6)
    expect(f.totals([first])).toEqual({ provider: 'sensor s', field: 'f', maximum: 2, total: 3 })
    expect(f.totals([first], true)).toEqual({ provider: 'sensor s', field: 'f', maximum: 0, total: 0 })
  })

  it('tracks nothing while no job runs', () => {
    const f = field({}, undefined, false)
    f.reset()
    f.update(1)
    f.update(3)
    expect(f.asEntry().value).toBe(0)
  })
})

describe('sensor options', () => {
  it('reads parameters and history fields as Moonraker does', () => {
    expect(confDict('\nunits=W\nfoo = bar')).toEqual({ units: 'W', foo: 'bar' })
    const cfg = sensorConfig('plug', {
      type: 'mqtt',
      parameter_power: '\nunits=W',
      history_field_energy: '\nparameter=energy\nstrategy=delta\nunits=kWh\nreport_total=true\ncolour=red',
    })
    expect(cfg.name).toBe('plug')
    expect(cfg.parameters).toEqual([{ units: 'W', name: 'power' }])
    expect(cfg.fields[0]).toMatchObject({ parameter: 'energy', config: { field: 'energy', provider: 'sensor plug', description: 'energy tracker', report_total: true, report_maximum: false } })
    expect(cfg.warnings).toEqual(["[sensor plug]: Option 'history_field_energy' contains invalid key 'colour'"])
    expect(() => sensorConfig('x', { history_field_a: 'parameter=b' })).toThrow(/'type'/)
  })
})

describe('power meter', () => {
  it('draws for the heaters and counts the energy over simulated time', () => {
    const m = new PowerMeter({ idleWatts: 10, heaterWatts: { heater_bed: 200, extruder: 40 }, volts: 230 })
    expect(m.read(0, {}).power).toBe(10)
    const r = m.read(3600, { heater_bed: 0.5, extruder: 1 })
    expect(r.power).toBe(150)
    expect(r.energy).toBeCloseTo(0.15, 6)
    expect(r.current).toBeCloseTo(150 / r.voltage, 3)
  })
})

describe('sensors of the virtual printer', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim({ fake: false, timeScale: 200 })
    writeFileSync(join(t.dataDir, 'gcodes', 'warm.gcode'), 'M190 S60\nM109 S200\nG28\nG1 X10 Y10 Z0.3 F3000\nG1 X20 E1 F1200\nG4 P60000\n')
    await until(async () => (await t.request('GET', '/server/info')).body.result.klippy_state === 'ready', 15000, 50)
  }, 30_000)
  afterAll(() => t.close())

  it('lists the power meter with its parameters and history field', async () => {
    const info = (await t.request('GET', '/server/info')).body.result
    expect(info.components).toContain('sensor')
    const list = (await t.request('GET', '/server/sensors/list?extended=true')).body.result.sensors
    expect(list.printer_power).toMatchObject({ id: 'printer_power', friendly_name: 'Printer power', type: 'mqtt' })
    expect(list.printer_power.parameter_info).toContainEqual({ units: 'W', name: 'power' })
    expect(list.printer_power.history_fields[0]).toMatchObject({ field: 'energy_consumption', provider: 'sensor printer_power', strategy: 'delta', units: 'kWh', parameter: 'energy', precision: 6 })
    const bad = await t.request('GET', '/server/sensors/info?sensor=nope')
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe('No valid sensor named nope')
  })

  it('notifies measurements, keeps their history and records the energy of a job', async () => {
    const c = await t.rpc()
    await until(() => c.notifications.some((n) => n.method === 'notify_sensor_update'), 5000, 50)
    const update = c.notifications.find((n) => n.method === 'notify_sensor_update')
    expect(Object.keys((update?.params?.[0] ?? {}) as object)).toEqual(['printer_power'])
    await t.request('POST', '/printer/print/start?filename=warm.gcode')
    await until(async () => (await t.request('GET', '/server/history/list?limit=1')).body.result.jobs[0]?.status === 'completed', 30000, 100)
    const job = (await t.request('GET', '/server/history/list?limit=1')).body.result.jobs[0]
    const energy = job.auxiliary_data.find((a: { name: string }) => a.name === 'energy_consumption')
    expect(energy).toMatchObject({ provider: 'sensor printer_power', description: 'Printer energy consumption', units: 'kWh' })
    expect(energy.value).toBeGreaterThan(0)
    const totals = (await t.request('GET', '/server/history/totals')).body.result.auxiliary_totals
    expect(totals).toEqual([{ provider: 'sensor printer_power', field: 'energy_consumption', maximum: energy.value, total: energy.value }])
    const measured = (await t.request('GET', '/server/sensors/measurements?sensor=printer_power')).body.result.printer_power
    expect(Math.max(...measured.power)).toBeGreaterThan(100)
    expect(measured.energy.length).toBe(measured.power.length)
    c.close()
  }, 40_000)
})
