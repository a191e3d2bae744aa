import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { HistoryJob } from '../moonraker/types'

const listHistory = vi.fn()
vi.mock('../moonraker/api/history', () => ({ listHistory: (...a: unknown[]) => listHistory(...a), historyTotals: vi.fn() }))

const { HISTORY_PAGE, loadHistory, loadMoreHistory, resetHistory, useHistoryStore } = await import('./history')

const job = (i: number) => ({ job_id: String(i).padStart(6, '0'), filename: `f${i}.gcode`, start_time: 10_000 - i, status: 'completed' }) as HistoryJob
const page = (from: number) => ({ count: 5000, jobs: Array.from({ length: HISTORY_PAGE }, (_, i) => job(from + i)) })

/** A reply the test hands out when it wants. */
function deferred() {
  let resolve!: (v: unknown) => void
  const promise = new Promise((r) => (resolve = r))
  return { promise, resolve }
}

beforeEach(() => {
  listHistory.mockReset()
  resetHistory()
})

describe('paging through the history', () => {
  it('a page asked for by scrolling does not count as loading (the refresh button stays still)', async () => {
    listHistory.mockResolvedValueOnce(page(0))
    await loadHistory()
    const reply = deferred()
    listHistory.mockReturnValueOnce(reply.promise)
    const more = loadMoreHistory()
    expect(useHistoryStore.getState()).toMatchObject({ loading: false, paging: true })
    // A second request while one is on its way is not sent.
    await loadMoreHistory()
    expect(listHistory).toHaveBeenCalledTimes(2)
    reply.resolve(page(HISTORY_PAGE))
    await more
    expect(useHistoryStore.getState()).toMatchObject({ loading: false, paging: false })
    expect(useHistoryStore.getState().jobs).toHaveLength(2 * HISTORY_PAGE)
  })

  it('a reload while a page is on its way drops that page and lets paging go on', async () => {
    listHistory.mockResolvedValueOnce(page(0))
    await loadHistory()
    const stale = deferred()
    listHistory.mockReturnValueOnce(stale.promise)
    const more = loadMoreHistory()
    listHistory.mockResolvedValueOnce(page(0))
    await loadHistory()
    stale.resolve(page(HISTORY_PAGE))
    await more
    expect(useHistoryStore.getState()).toMatchObject({ paging: false, loading: false })
    expect(useHistoryStore.getState().jobs).toHaveLength(HISTORY_PAGE)
    listHistory.mockResolvedValueOnce(page(HISTORY_PAGE))
    await loadMoreHistory()
    expect(useHistoryStore.getState().jobs).toHaveLength(2 * HISTORY_PAGE)
  })
})
