import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { HistoryJob } from '../moonraker/types'

const api = vi.hoisted(() => ({ listHistory: vi.fn(), historyTotals: vi.fn(), getDirectory: vi.fn() }))
vi.mock('../moonraker/api/history', () => ({ listHistory: api.listHistory, historyTotals: api.historyTotals }))
vi.mock('../moonraker/api/files', () => ({ getDirectory: api.getDirectory, fileUrl: () => '' }))

const { forgetLoad, forgetLoads, handleSocketOpenForReloads, rememberLoad } = await import('./reloads')
const { lifecycleHandlers } = await import('./sync')
const { HISTORY_PAGE, loadHistory, loadHistoryTotals, useHistoryStore } = await import('./history')
const { useServerStore } = await import('./server')

const emit = (event: 'reset' | 'socket-open', cause: 'session' | 'drop' = 'session') => lifecycleHandlers[event].forEach((h) => h(cause))
const job = (i: number) => ({ job_id: String(i), filename: `f${i}.gcode`, start_time: 1000 - i, status: 'completed' }) as HistoryJob
/** The lifecycle reaches lazily loaded stores once their code has arrived. */
const settle = () => new Promise((r) => setTimeout(r, 20))
const totals = (jobs: number) => ({ total_jobs: jobs, total_time: 0, total_print_time: 0, total_filament_used: 0, longest_job: 0, longest_print: 0 })

beforeEach(() => {
  forgetLoads()
  vi.clearAllMocks()
})

describe('what the screens loaded is loaded again when the session returns', () => {
  it('the session’s first socket open reloads nothing; every later open reloads each thing once', () => {
    const history = vi.fn()
    const totals = vi.fn()
    rememberLoad('history', history)
    rememberLoad('totals', totals)
    rememberLoad('history', history)
    handleSocketOpenForReloads()
    expect(history).not.toHaveBeenCalled()
    handleSocketOpenForReloads()
    handleSocketOpenForReloads()
    expect(history).toHaveBeenCalledTimes(2)
    expect(totals).toHaveBeenCalledTimes(2)
  })

  it('what is no longer shown, or belonged to the last session, is left alone', () => {
    const listing = vi.fn()
    const other = vi.fn()
    handleSocketOpenForReloads()
    rememberLoad('files:gcodes/a', listing)
    rememberLoad('history', other)
    forgetLoad('files:gcodes/a')
    handleSocketOpenForReloads()
    expect(listing).not.toHaveBeenCalled()
    expect(other).toHaveBeenCalledTimes(1)
    // Another printer or a login: a new session, whose first open is not a return.
    forgetLoads()
    rememberLoad('history', other)
    handleSocketOpenForReloads()
    expect(other).toHaveBeenCalledTimes(1)
  })

  it('a reload that fails or throws does not stop the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const after = vi.fn()
    handleSocketOpenForReloads()
    rememberLoad('a', () => Promise.reject(new Error('Socket closed')))
    rememberLoad('b', () => {
      throw new Error('no')
    })
    rememberLoad('c', after)
    handleSocketOpenForReloads()
    expect(after).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2))
    warn.mockRestore()
  })
})

describe('the history page through a dropped socket', () => {
  it('keeps its rows and totals while away, and asks for both again on the return, as many jobs as were shown', async () => {
    useServerStore.setState({ components: ['history'] })
    emit('reset')
    emit('reset')
    emit('socket-open')
    await settle()
    api.listHistory.mockResolvedValueOnce({ count: 2, jobs: [job(1), job(2)] })
    api.historyTotals.mockResolvedValueOnce({ job_totals: totals(2) })
    await loadHistory()
    await loadHistoryTotals()

    emit('reset', 'drop')
    await settle()
    expect(useHistoryStore.getState()).toMatchObject({ loaded: true, totals: totals(2) })
    expect(useHistoryStore.getState().jobs).toHaveLength(2)

    api.listHistory.mockResolvedValueOnce({ count: 3, jobs: [job(0), job(1), job(2)] })
    api.historyTotals.mockResolvedValueOnce({ job_totals: totals(3) })
    emit('socket-open')
    await vi.waitFor(() => expect(useHistoryStore.getState().totals).toEqual(totals(3)))
    await vi.waitFor(() => expect(useHistoryStore.getState().jobs.map((j) => j.job_id)).toEqual(['0', '1', '2']))
    expect(api.listHistory).toHaveBeenLastCalledWith({ limit: HISTORY_PAGE, order: 'desc' })
  })

  it('a new session empties the page and reloads nothing of the old one', async () => {
    emit('reset')
    emit('socket-open')
    await settle()
    api.listHistory.mockResolvedValueOnce({ count: 1, jobs: [job(1)] })
    await loadHistory()
    emit('reset', 'session')
    await settle()
    expect(useHistoryStore.getState()).toMatchObject({ loaded: false, jobs: [] })
    emit('socket-open')
    await settle()
    expect(api.listHistory).toHaveBeenCalledTimes(1)
  })
})
