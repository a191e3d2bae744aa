import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, until, type TestSim } from '../testing/harness'

describe('machine.* and power devices', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim({ timeScale: 100 })
    await until(async () => (await t.request('GET', '/server/info')).body.result.klippy_state === 'ready')
  })
  afterAll(() => t.close())

  it('describes a Raspberry Pi host', async () => {
    const { system_info: s } = (await t.request('GET', '/machine/system_info')).body.result
    expect(s.cpu_info).toMatchObject({ cpu_count: 4, model: expect.stringContaining('Raspberry Pi 4'), memory_units: 'kB' })
    expect(s.sd_info).toHaveProperty('total_bytes')
    expect(s.distribution).toMatchObject({ id: 'debian', codename: 'bookworm' })
    expect(s.available_services).toEqual(expect.arrayContaining(['klipper', 'moonraker']))
    expect(s.service_state.klipper).toEqual({ active_state: 'active', sub_state: 'running' })
    expect(s.instance_ids).toEqual({ moonraker: 'moonraker', klipper: 'klipper' })
    expect(s).toHaveProperty('virtualization')
    expect(s.network.wlan0.ip_addresses[0]).toMatchObject({ family: 'ipv4' })
    expect(s.canbus).toHaveProperty('can0')
  })

  it('reports process statistics and pushes them every second', async () => {
    const c = await t.rpc()
    const stats = await c.call<Record<string, unknown>>('machine.proc_stats')
    expect(stats).toMatchObject({
      throttled_state: { bits: 0, flags: [] },
      cpu_temp: expect.any(Number),
      system_uptime: expect.any(Number),
      websocket_connections: 1,
    })
    expect((stats.moonraker_stats as unknown[])[0]).toMatchObject({ cpu_usage: expect.any(Number), memory: expect.any(Number), mem_units: 'kB' })
    expect(stats.system_memory).toMatchObject({ total: expect.any(Number), used: expect.any(Number), available: expect.any(Number) })
    expect(stats.system_cpu_usage).toHaveProperty('cpu3')
    const push = await c.waitFor('notify_proc_stat_update', () => true, 2500)
    const p = push.params?.[0] as Record<string, unknown>
    expect(p).not.toHaveProperty('throttled_state')
    expect(p.moonraker_stats).toMatchObject({ mem_units: 'kB' })
    t.sim.setFault('cpu-throttled', true)
    const th = await c.waitFor('notify_cpu_throttled')
    expect(th.params?.[0]).toMatchObject({ flags: expect.arrayContaining(['Under-Voltage Detected', 'Currently Throttled']) })
    t.sim.setFault('cpu-throttled', false)
    c.close()
  })

  it('restarts the klipper service through its states', async () => {
    const c = await t.rpc()
    expect(await c.call('machine.services.restart', { service: 'klipper' })).toBe('ok')
    await c.waitFor('notify_klippy_disconnected')
    await c.waitFor('notify_service_state_changed', (n) => (n.params?.[0] as Record<string, { active_state: string }>).klipper?.active_state === 'inactive')
    await c.waitFor('notify_klippy_ready')
    await c.waitFor('notify_service_state_changed', (n) => (n.params?.[0] as Record<string, { active_state: string }>).klipper?.active_state === 'active')
    await expect(c.call('machine.services.stop', { service: 'moonraker' })).rejects.toMatchObject({ code: 400 })
    await expect(c.call('machine.services.restart', { service: 'nginx' })).rejects.toMatchObject({ code: 400 })
    c.close()
  })

  it('stops and starts klipper', async () => {
    await t.request('POST', '/machine/services/stop', { service: 'klipper' })
    await until(async () => (await t.request('GET', '/server/info')).body.result.klippy_state === 'disconnected')
    expect((await t.request('GET', '/printer/info')).status).toBe(503)
    await t.request('POST', '/machine/services/start', { service: 'klipper' })
    await until(async () => (await t.request('GET', '/server/info')).body.result.klippy_state === 'ready')
  })

  it('drops sockets on a moonraker restart and accepts new ones', async () => {
    const c = await t.rpc()
    await c.call('machine.services.restart', { service: 'moonraker' })
    await c.closed
    const again = await until(() => t.rpc().catch(() => null), 3000, 50)
    expect(await again.call('server.info')).toHaveProperty('klippy_state')
    again.close()
  })

  it('reboots the host: everything goes away and comes back', async () => {
    const c = await t.rpc()
    expect(await c.call('machine.reboot')).toBe('ok')
    await c.closed
    await until(async () => {
      const r = await fetch(`${t.url}/server/info`).catch(() => null)
      return r ? ((await r.json()) as { result: { klippy_state: string } }).result.klippy_state === 'ready' : false
    }, 5000, 50)
  })

  it('switches power devices and refuses a locked one while printing', async () => {
    const c = await t.rpc()
    const { devices } = await c.call<{ devices: unknown[] }>('machine.device_power.devices')
    expect(devices).toEqual([
      { device: 'printer_psu', status: 'on', locked_while_printing: false, type: 'gpio' },
      { device: 'printer_light', status: 'off', locked_while_printing: true, type: 'gpio' },
    ])
    expect(await c.call('machine.device_power.post_device', { device: 'printer_light', action: 'on' })).toEqual({ printer_light: 'on' })
    const changed = await c.waitFor('notify_power_changed')
    expect(changed.params?.[0]).toEqual({ device: 'printer_light', status: 'on', locked_while_printing: true, type: 'gpio' })
    expect((await t.request('GET', '/machine/device_power/device?device=printer_light')).body.result).toEqual({ printer_light: 'on' })
    expect((await t.request('GET', '/machine/device_power/status?printer_psu&ghost')).body.result).toEqual({ printer_psu: 'on', ghost: 'device_not_found' })
    // While printing the locked light refuses; the unlocked PSU (bound to Klipper) still switches.
    t.klippy()!.printDurationMs = 60_000
    await t.request('POST', '/printer/print/start', { filename: 'cube.gcode' })
    await expect(c.call('machine.device_power.post_device', { device: 'printer_light', action: 'off' })).rejects.toMatchObject({ code: 400 })
    await t.request('POST', '/printer/print/cancel')
    expect((await t.request('POST', '/machine/device_power/off', { printer_psu: null })).body.result).toEqual({ printer_psu: 'off' })
    expect(await c.call('machine.device_power.on', { printer_psu: null })).toEqual({ printer_psu: 'on' })
    expect(await c.call('machine.device_power.post_device', { device: 'printer_psu', action: 'toggle' })).toEqual({ printer_psu: 'off' })
    await expect(c.call('machine.device_power.get_device', { device: 'ghost' })).rejects.toMatchObject({ code: 400 })
    c.close()
  })
})
