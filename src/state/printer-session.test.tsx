// @vitest-environment jsdom
import { act, render, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useShallow } from 'zustand/react/shallow'
import { activeSession, beginPrinterSession, isActiveSession, onSessionSwitch, sessionStore, useActiveSession } from './printer-session'
import { appendConsoleLine, flushConsole, useConsoleStore } from './console'
import { chartRing, handleChartsKlippyReady } from './charts'
import { handleFileListChange, loadDirectory, useFilesStore } from './files'
import { loadHistory, useHistoryStore } from './history'
import { initKlippy } from './klippy-init'
import { queueStatus, usePrinterStore } from './printer'
import { useServerStore } from './server'
import { useSessionStore } from './session'

const api = vi.hoisted(() => ({
  listHistory: vi.fn(),
  getDirectory: vi.fn(),
  temperatureStore: vi.fn(),
  serverInfo: vi.fn(),
}))
vi.mock('../moonraker/api/history', () => ({ listHistory: api.listHistory, historyTotals: vi.fn() }))
vi.mock('../moonraker/api/files', () => ({ getDirectory: api.getDirectory, fileMetadata: vi.fn(), fileUrl: vi.fn() }))
vi.mock('../moonraker/api/server', () => ({ temperatureStore: api.temperatureStore, serverInfo: api.serverInfo, serverConfig: vi.fn(), gcodeStore: vi.fn() }))

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

const job = (id: string) => ({ job_id: id, filename: `${id}.gcode`, start_time: 1, exists: true, metadata: {} })
const temperature = () => usePrinterStore.getState().objects.extruder?.temperature

beforeEach(() => {
  vi.clearAllMocks()
  beginPrinterSession()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('printer sessions', () => {
  it('keep stores of their own: writes to one never show in another', () => {
    const first = beginPrinterSession('http://a/')
    usePrinterStore.setState({ objects: { extruder: { temperature: 200 } } })
    useConsoleStore.setState({ availableCommands: { G28: 'Home' } })
    const second = beginPrinterSession('http://b/')
    expect(temperature()).toBeUndefined()
    expect(useConsoleStore.getState().availableCommands).toEqual({})
    usePrinterStore.setState({ objects: { extruder: { temperature: 25 } } })
    expect(usePrinterStore.ofSession(first).getState().objects.extruder?.temperature).toBe(200)
    expect(usePrinterStore.ofSession(second).getState().objects.extruder?.temperature).toBe(25)
    expect(isActiveSession(first)).toBe(false)
    expect(first.disposed).toBe(true)
    expect(activeSession()).toBe(second)
  })

  it('keep engine state of their own: one batch of status and console lines per session', () => {
    vi.useFakeTimers()
    const first = activeSession()
    queueStatus({ extruder: { temperature: 200 } })
    appendConsoleLine('from the first printer')
    const second = beginPrinterSession()
    queueStatus({ extruder: { temperature: 25 } })
    vi.advanceTimersByTime(2000)
    flushConsole()
    expect(temperature()).toBe(25)
    expect(useConsoleStore.getState().entries).toEqual([])
    expect(usePrinterStore.ofSession(first).getState().objects).toEqual({})
    expect(activeSession()).toBe(second)
  })

  it('are told apart by the one switch, which its listeners hear', () => {
    const heard: [number, number | undefined][] = []
    const stop = onSessionSwitch((next, previous) => heard.push([next.id, previous?.id]))
    const before = activeSession()
    const next = beginPrinterSession()
    stop()
    beginPrinterSession()
    expect(heard).toEqual([[next.id, before.id]])
  })
})

describe('a disposed session', () => {
  it('leaves no timers behind', () => {
    vi.useFakeTimers()
    const session = activeSession()
    queueStatus({ extruder: { temperature: 200 } })
    appendConsoleLine('line')
    handleFileListChange({ action: 'create_file', item: { root: 'gcodes', path: 'a.gcode', modified: 1, size: 1, permissions: 'rw' } })
    expect(vi.getTimerCount()).toBeGreaterThan(0)
    session.dispose()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('never publishes its queued status or console lines into the active session', () => {
    vi.useFakeTimers()
    const first = activeSession()
    queueStatus({ extruder: { temperature: 200 } })
    appendConsoleLine('late line')
    beginPrinterSession()
    vi.runAllTimers()
    flushConsole()
    expect(temperature()).toBeUndefined()
    expect(useConsoleStore.getState().entries).toEqual([])
    expect(first.disposed).toBe(true)
    // Nor does a notification that still reaches it schedule anything.
    expect(vi.getTimerCount()).toBe(0)
  })

  it("drops a late reply: the history asked for by the last printer stays in that printer's session", async () => {
    const reply = deferred<{ jobs: ReturnType<typeof job>[] }>()
    api.listHistory.mockReturnValue(reply.promise)
    const first = activeSession()
    const loading = loadHistory()
    beginPrinterSession()
    reply.resolve({ jobs: [job('old-printer')] })
    await loading
    expect(useHistoryStore.getState().jobs).toEqual([])
    expect(useHistoryStore.ofSession(first).getState().jobs.map((j) => j.job_id)).toEqual(['old-printer'])
  })

  it('drops a late directory listing and a late Klippy answer', async () => {
    const listing = deferred<{ dirs: []; files: [] }>()
    api.getDirectory.mockReturnValue(listing.promise)
    const info = deferred<{ klippy_connected: boolean; klippy_state: string; components: string[]; failed_components: []; warnings: [] }>()
    api.serverInfo.mockReturnValue(info.promise)
    useSessionStore.setState({ socket: { phase: 'open', unauthorized: false, attempts: 0, retryAt: null } })
    const loading = loadDirectory('gcodes', '')
    const klippy = initKlippy()
    beginPrinterSession()
    listing.resolve({ dirs: [], files: [] })
    info.resolve({ klippy_connected: true, klippy_state: 'ready', components: ['history'], failed_components: [], warnings: [] })
    await Promise.all([loading, klippy])
    expect(useFilesStore.getState().listings).toEqual({})
    expect(useServerStore.getState().info).toBeNull()
  })

  it('stops its chart sampling', async () => {
    vi.useFakeTimers()
    usePrinterStore.setState({ objects: { heaters: { available_sensors: ['extruder'] }, extruder: { temperature: 20 } } })
    api.temperatureStore.mockResolvedValue({})
    const session = activeSession()
    handleChartsKlippyReady()
    await vi.advanceTimersByTimeAsync(0)
    expect(chartRing().size).toBe(1)
    session.dispose()
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('the stores as the screens read them', () => {
  it('getState, setState and subscribe follow the active session', () => {
    const heard: unknown[] = []
    const stop = usePrinterStore.subscribe((s) => heard.push(s.objects.extruder?.temperature))
    usePrinterStore.setState({ objects: { extruder: { temperature: 200 } } })
    const first = activeSession()
    beginPrinterSession()
    usePrinterStore.setState({ objects: { extruder: { temperature: 25 } } })
    // The disposed session's store is no longer listened to.
    usePrinterStore.ofSession(first).setState({ objects: { extruder: { temperature: 999 } } })
    stop()
    expect(heard).toEqual([200, undefined, 25])
  })

  it('re-render a hook on a switch and show the new session', () => {
    usePrinterStore.setState({ objects: { extruder: { temperature: 200 } } })
    let renders = 0
    const { result } = renderHook(() => {
      renders++
      return usePrinterStore((s) => s.objects.extruder?.temperature)
    })
    expect(result.current).toBe(200)
    const before = renders
    act(() => void beginPrinterSession())
    expect(result.current).toBeUndefined()
    expect(renders).toBeGreaterThan(before)
    act(() => usePrinterStore.setState({ objects: { extruder: { temperature: 25 } } }))
    expect(result.current).toBe(25)
  })

  it('keep useShallow selections stable and follow a switch', () => {
    const useCounts = sessionStore(() => ({ a: 1, b: 2, other: 0 }))
    let renders = 0
    function Counts() {
      renders++
      const { a, b } = useCounts(useShallow((s) => ({ a: s.a, b: s.b })))
      return (
        <span>
          {a}-{b}
        </span>
      )
    }
    const view = render(<Counts />)
    expect(view.container.textContent).toBe('1-2')
    const settled = renders
    act(() => useCounts.setState({ other: 5 }))
    expect(renders).toBe(settled)
    act(() => void beginPrinterSession())
    act(() => useCounts.setState({ a: 7 }))
    expect(view.container.textContent).toBe('7-2')
    view.unmount()
  })

  it('tell effects which session is active', () => {
    const { result } = renderHook(() => useActiveSession())
    const first = result.current
    act(() => void beginPrinterSession())
    expect(result.current).not.toBe(first)
    expect(result.current).toBe(activeSession())
  })
})
