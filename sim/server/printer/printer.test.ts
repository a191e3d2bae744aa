import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, until, type RpcClient, type RpcNotification, type TestSim } from '../testing/harness'

type StatusParams = [Record<string, Record<string, unknown>>, number]

describe('printer.* methods', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim()
    await until(async () => (await t.request('GET', '/server/info')).body.result.klippy_state === 'ready')
  })
  afterAll(() => t.close())

  it('reports printer.info and the object list', async () => {
    const info = (await t.request('GET', '/printer/info')).body.result
    expect(info).toMatchObject({ state: 'ready', state_message: 'Printer is ready' })
    for (const k of ['hostname', 'software_version', 'cpu_info', 'klipper_path', 'python_path', 'log_file', 'config_file']) {
      expect(info).toHaveProperty(k)
    }
    const { objects } = (await t.request('GET', '/printer/objects/list')).body.result
    expect(objects).toEqual(expect.arrayContaining(['webhooks', 'extruder', 'print_stats']))
  })

  it('queries objects from a JSON body and from the query string', async () => {
    const body = await t.request('POST', '/printer/objects/query', { objects: { webhooks: null, extruder: ['target'], nothing: null } })
    expect(body.body.result.status).toEqual({ webhooks: { state: 'ready', state_message: 'Printer is ready' }, extruder: { target: 0 } })
    expect(typeof body.body.result.eventtime).toBe('number')
    const qs = await t.request('GET', '/printer/objects/query?webhooks&extruder=target,temperature')
    expect(Object.keys(qs.body.result.status.extruder).sort()).toEqual(['target', 'temperature'])
    expect(qs.body.result.status.webhooks.state).toBe('ready')
  })

  it('subscribes per connection and pushes only the changed, subscribed fields', async () => {
    const c = await t.rpc()
    const sub = await c.call<{ status: Record<string, Record<string, unknown>> }>('printer.objects.subscribe', {
      objects: { extruder: ['temperature', 'target'], print_stats: null },
    })
    expect(Object.keys(sub.status).sort()).toEqual(['extruder', 'print_stats'])
    expect(sub.status.print_stats).toHaveProperty('state', 'standby')
    await t.request('POST', '/printer/gcode/script', { script: 'M104 S200' })
    const update = await c.waitFor('notify_status_update', (n) => {
      const [changes] = n.params as StatusParams
      return changes.extruder?.target === 200
    })
    const [changes, eventtime] = update.params as StatusParams
    expect(typeof eventtime).toBe('number')
    expect(Object.keys(changes.extruder).every((k) => k === 'temperature' || k === 'target')).toBe(true)
    expect(changes).not.toHaveProperty('toolhead')
    // An empty request cancels the subscription.
    expect(await c.call('printer.objects.subscribe', { objects: {} })).toMatchObject({ status: {} })
    c.close()
    await t.request('POST', '/printer/gcode/script', { script: 'M104 S0' })
  })

  it('attaches an HTTP subscription to the socket named by connection_id', async () => {
    const c = await t.rpc()
    const { connection_id } = await c.call<{ connection_id: number }>('server.connection.identify', {
      client_name: 'http-sub',
      version: '1',
      type: 'other',
      url: 'x',
    })
    const r = await t.request('POST', `/printer/objects/subscribe?connection_id=${connection_id}`, { objects: { extruder: ['target'] } })
    expect(r.body.result.status).toEqual({ extruder: { target: 0 } })
    await t.request('POST', '/printer/gcode/script', { script: 'M104 S150' })
    await c.waitFor('notify_status_update', (n) => (n.params as StatusParams)[0].extruder?.target === 150)
    expect((await t.request('POST', '/printer/objects/subscribe', { objects: {} })).status).toBe(400)
    c.close()
    await t.request('POST', '/printer/gcode/script', { script: 'M104 S0' })
  })

  it('runs G-code, records it in the gcode store and reports errors', async () => {
    const c = await t.rpc()
    expect((await t.request('POST', '/printer/gcode/script', { script: 'M118 hello' })).body.result).toBe('ok')
    await c.waitFor('notify_gcode_response', (n) => n.params?.[0] === '// hello')
    // Klipper answers an unknown command ok and says so on the console.
    expect((await t.request('POST', '/printer/gcode/script', { script: 'FOO' })).body.result).toBe('ok')
    const store = (await t.request('GET', '/server/gcode_store')).body.result.gcode_store as { message: string; type: string; time: number }[]
    expect(store).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ message: 'M118 hello', type: 'command' }),
        expect.objectContaining({ message: '// hello', type: 'response' }),
        expect.objectContaining({ message: '// Unknown command:"FOO"', type: 'response' }),
      ]),
    )
    expect((await t.request('GET', '/server/gcode_store?count=1')).body.result.gcode_store).toHaveLength(1)
    expect(await c.call('printer.gcode.help')).toHaveProperty('RESTART')
    expect(await c.call('printer.query_endstops.status')).toEqual({ stepper_x: 'open', stepper_y: 'open', stepper_z: 'open' })
    c.close()
  })

  it('starts, pauses, resumes and cancels prints', async () => {
    const k = t.klippy()!
    k.printDurationMs = 60_000
    expect((await t.request('POST', '/printer/print/start?filename=cube.gcode')).body.result).toBe('ok')
    const state = async () => (await t.request('GET', '/printer/objects/query?print_stats=state')).body.result.status.print_stats.state
    expect(await state()).toBe('printing')
    expect((await t.request('POST', '/printer/print/start', { filename: 'other.gcode' })).status).toBe(400)
    await t.request('POST', '/printer/print/pause')
    expect(await state()).toBe('paused')
    await t.request('POST', '/printer/print/resume')
    expect(await state()).toBe('printing')
    await t.request('POST', '/printer/print/cancel')
    expect(await state()).toBe('cancelled')
    expect((await t.request('POST', '/printer/print/resume')).status).toBe(400)
  })

  it('goes to shutdown on emergency stop and back with a firmware restart', async () => {
    const c = await t.rpc()
    await c.call('printer.objects.subscribe', { objects: { webhooks: null } })
    expect(await c.call('printer.emergency_stop')).toBe('ok')
    await c.waitFor('notify_klippy_shutdown')
    expect((await t.request('GET', '/printer/info')).body.result.state).toBe('shutdown')
    expect((await t.request('POST', '/printer/gcode/script', { script: 'M104 S10' })).status).toBe(400)
    expect(await c.call('printer.firmware_restart')).toBe('ok')
    await c.waitFor('notify_klippy_disconnected')
    await c.waitFor('notify_klippy_ready')
    expect((await t.request('GET', '/server/info')).body.result.klippy_state).toBe('ready')
    c.close()
  })

  it('keeps a temperature history of every sensor, one sample a second', async () => {
    await until(async () => {
      const store = (await t.request('GET', '/server/temperature_store')).body.result
      return store.extruder?.temperatures.length >= 1 ? store : null
    }, 3000, 100)
    const store = (await t.request('GET', '/server/temperature_store?include_monitors=true')).body.result
    expect(Object.keys(store).sort()).toEqual(['extruder', 'heater_bed', 'temperature_sensor chamber'])
    expect(Object.keys(store.extruder).sort()).toEqual(['powers', 'targets', 'temperatures'])
    expect(Object.keys(store['temperature_sensor chamber'])).toEqual(['temperatures'])
    const cfg = (await t.request('GET', '/server/config')).body.result
    expect(cfg.config.data_store.temperature_store_size).toBe(1200)
    expect(cfg.config.server.temperature_store_size).toBe(1200)
    expect(cfg.files[0].filename).toBe('moonraker.conf')
    expect(cfg.orig.authorization.trusted_clients).toContain('127.0.0.0/8')
  })
})

describe('status updates for many clients', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim()
    await until(async () => (await t.request('GET', '/server/info')).body.result.klippy_state === 'ready')
  })
  afterAll(() => t.close())

  it('delivers updates to 20 subscribed websockets', async () => {
    const clients: RpcClient[] = await Promise.all(Array.from({ length: 20 }, () => t.rpc()))
    await Promise.all(clients.map((c) => c.call('printer.objects.subscribe', { objects: { toolhead: ['estimated_print_time'] } })))
    const got = await Promise.all(
      clients.map((c) => c.waitFor('notify_status_update', (n: RpcNotification) => 'toolhead' in (n.params as StatusParams)[0], 3000)),
    )
    expect(got).toHaveLength(20)
    for (const c of clients) c.close()
  })
})
