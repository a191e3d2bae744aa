// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { usePrinterStore } from './printer'
import { useSessionStore } from './session'
import { startSession } from './session-start'
import { KLIPPY_START, fakeHttp, fakePrinterSockets } from './testing/fake-printer'

let holdKlippyStart = false
const sockets = fakePrinterSockets({ holdKlippyStart: () => holdKlippyStart })
beforeEach(() => {
  holdKlippyStart = false
})

/** Start-up's calls overlap where they do not depend on each other: live data is fewer round trips away. */
describe('start-up in fewer round trips', () => {
  it('opens the socket while the database answers, and starts Klippy only once the session has started', async () => {
    const held: (() => void)[] = []
    let holding = true
    const http = fakeHttp('ok')
    vi.stubGlobal('fetch', vi.fn((input: string | URL | Request) => {
      if (!holding || !String(input).includes('/server/database/item')) return http(input)
      return new Promise<Response>((resolve) => held.push(() => resolve(http(input))))
    }))
    const starting = startSession()
    await vi.waitFor(() => expect(held.length).toBeGreaterThan(0))
    await vi.waitFor(() => expect(sockets[0]?.methods).toEqual(['server.connection.identify']))
    await new Promise((r) => setTimeout(r, 20))
    expect(useSessionStore.getState().phase).toBe('starting')
    expect(sockets[0].methods).toEqual(['server.connection.identify'])
    holding = false
    for (const answer of held) answer()
    await starting
    expect(useSessionStore.getState().phase).toBe('connected')
    await vi.waitFor(() => expect(usePrinterStore.getState().objects.toolhead).toEqual({ homed_axes: 'xyz' }))
    expect(sockets).toHaveLength(1)
  })

  it('asks a ready Klipper for its info, objects and config with server info, in one round trip', async () => {
    vi.stubGlobal('fetch', fakeHttp('ok'))
    holdKlippyStart = true
    await startSession()
    await vi.waitFor(() => expect(sockets[0]?.methods).toContain('printer.gcode.help'))
    await new Promise((r) => setTimeout(r, 20))
    // Server info, and without waiting for its answer, what a ready Klipper answers.
    expect(sockets[0].methods.filter((m) => KLIPPY_START.includes(m))).toEqual(KLIPPY_START)
    sockets[0].release()
    await vi.waitFor(() => expect(usePrinterStore.getState().objects.toolhead).toEqual({ homed_axes: 'xyz' }))
    expect(sockets[0].methods.filter((m) => m === 'printer.objects.list' || m === 'server.info')).toHaveLength(2)
  })
})
