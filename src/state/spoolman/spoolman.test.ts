// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SpoolmanSpool } from '../../moonraker/types'
import { installFakeMoonraker } from '../testing/fake-moonraker'
import { useServerStore } from '../server'
import { useUiStore } from '../ui'
import { checkSpoolForPrint, useSpoolPromptStore } from './print-check'
import { spoolReadyToPrint } from './print-gate'
import { handleActiveSpoolSet, handleSpoolmanStatusChanged, loadSpoolman, pricePerKgOf, resetSpoolman, useSpoolmanStore } from './spoolman'

const spool = (id: number, remaining: number, price?: number): SpoolmanSpool => ({
  id,
  used_weight: 1000 - remaining,
  used_length: 0,
  remaining_weight: remaining,
  remaining_length: remaining * 330,
  initial_weight: 1000,
  price,
  archived: false,
  filament: { id: 1, name: 'Galaxy Black', material: 'PLA', density: 1.24, diameter: 1.75, weight: 1000, price: 30 },
})

function printerWith(components: string[], answers: Parameters<typeof installFakeMoonraker>[0] = {}) {
  useServerStore.setState({ info: { components } as never, components })
  return installFakeMoonraker(answers)
}

const proxy = (spools: SpoolmanSpool[]) => (p: Record<string, unknown> | undefined) => {
  const path = String(p?.path)
  if (path === '/v1/spool') return { response: spools, error: null }
  const one = spools.find((s) => path === `/v1/spool/${s.id}`)
  return one ? { response: one, error: null } : { response: null, error: { status_code: 404, message: 'No spool' } }
}

beforeEach(() => {
  resetSpoolman()
  useSpoolPromptStore.setState({ request: null })
})

describe('spoolman store', () => {
  it('loads the status and the active spool; nothing is asked without the component', async () => {
    const off = printerWith(['history'])
    await loadSpoolman()
    expect(off.calls).toEqual([])
    expect(useSpoolmanStore.getState().configured).toBe(false)

    printerWith(['spoolman'], { 'server.spoolman.status': { spoolman_connected: true, pending_reports: [], spool_id: 2 }, 'server.spoolman.proxy': proxy([spool(2, 400)]) })
    await loadSpoolman()
    expect(useSpoolmanStore.getState()).toMatchObject({ configured: true, connected: true, activeSpoolId: 2, activeSpool: { id: 2, remaining_weight: 400 } })
  })

  it('follows notifications: the active spool set elsewhere, Spoolman going down', async () => {
    printerWith(['spoolman'], { 'server.spoolman.proxy': proxy([spool(3, 700)]) })
    handleActiveSpoolSet({ spool_id: 3 })
    await vi.waitFor(() => expect(useSpoolmanStore.getState().activeSpool?.id).toBe(3))
    handleSpoolmanStatusChanged({ spoolman_connected: false })
    expect(useSpoolmanStore.getState().connected).toBe(false)
    handleActiveSpoolSet({ spool_id: null })
    expect(useSpoolmanStore.getState()).toMatchObject({ activeSpoolId: null, activeSpool: null })
  })

  it('gives a spool price per kg for the cost of a job', async () => {
    useSpoolmanStore.setState({ spools: [spool(1, 500, 20), spool(2, 500)] })
    expect(pricePerKgOf(1)).toBe(20)
    expect(pricePerKgOf(2)).toBe(30)
    expect(pricePerKgOf(9)).toBeNull()
  })
})

describe('the spool check before a print', () => {
  it('lets a print start at once without Spoolman, with Spoolman down, or with a spool that holds enough', async () => {
    printerWith(['history'])
    expect(await spoolReadyToPrint('a.gcode')).toBe(true)
    printerWith(['spoolman'], { 'server.spoolman.status': { spoolman_connected: false, pending_reports: [], spool_id: null } })
    expect(await checkSpoolForPrint('a.gcode')).toBe(true)
    printerWith(['spoolman'], {
      'server.spoolman.status': { spoolman_connected: true, pending_reports: [], spool_id: 1 },
      'server.spoolman.proxy': proxy([spool(1, 500)]),
      'server.files.metadata': { filename: 'a.gcode', filament_weight_total: 12 },
    })
    expect(await checkSpoolForPrint('a.gcode')).toBe(true)
    expect(useSpoolPromptStore.getState().request).toBeNull()
  })

  it('asks when no spool is active, or the file needs more than the spool has; the answer decides', async () => {
    printerWith(['spoolman'], {
      'server.spoolman.status': { spoolman_connected: true, pending_reports: [], spool_id: 1 },
      'server.spoolman.proxy': proxy([spool(1, 50)]),
      'server.files.metadata': { filename: 'big.gcode', filament_weight_total: 120, filament_total: 40000 },
    })
    const started = checkSpoolForPrint('big.gcode')
    await vi.waitFor(() => expect(useSpoolPromptStore.getState().request).toMatchObject({ filename: 'big.gcode', need: { weight: 120, length: 40000 } }))
    expect(useUiStore.getState().spoolPrompt).toBe(true)
    useSpoolPromptStore.getState().request?.answer(false)
    expect(await started).toBe(false)

    printerWith(['spoolman'], { 'server.spoolman.status': { spoolman_connected: true, pending_reports: [], spool_id: null }, 'server.files.metadata': {} })
    const again = checkSpoolForPrint('small.gcode')
    await vi.waitFor(() => expect(useSpoolPromptStore.getState().request?.filename).toBe('small.gcode'))
    useSpoolPromptStore.getState().request?.answer(true)
    expect(await again).toBe(true)
  })
})
