// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import type { HistoryJob } from '../../moonraker/types'
import { storedRootsAsWritten } from '../settings/settings'
import { handleHistoryChanged, HISTORY_PAGE, loadHistory, loadMoreHistory, resetHistory, useHistoryStore, useRecentJobsStore } from '../history'
import { installFakeMoonraker } from '../testing/fake-moonraker'
import { deleteAllHistoryJobs, deleteHistoryJobAction, resetHistoryTotalsAction, saveJobNote } from './history'

const job = (id: number, over: Partial<HistoryJob> = {}): HistoryJob => ({
  job_id: id.toString(16).toUpperCase().padStart(6, '0'),
  filename: `part-${id}.gcode`,
  status: 'completed',
  start_time: 1000 + id,
  end_time: 2000 + id,
  print_duration: 10,
  total_duration: 12,
  filament_used: 5,
  exists: true,
  metadata: {},
  ...over,
})
const TOTALS = { total_jobs: 3, total_time: 30, total_print_time: 20, total_filament_used: 100, longest_job: 12, longest_print: 10 }

beforeEach(() => resetHistory())

describe('history store', () => {
  it('loads 50 jobs a page, then the next page older than the oldest loaded', async () => {
    const all = Array.from({ length: 70 }, (_, i) => job(70 - i))
    const fake = installFakeMoonraker({
      'server.history.list': (p) => {
        const before = p?.before as number | undefined
        const jobs = all.filter((j) => before === undefined || j.start_time < before).slice(0, Number(p?.limit))
        return { count: jobs.length, jobs }
      },
    })
    await loadHistory()
    expect(useHistoryStore.getState()).toMatchObject({ loaded: true, complete: false })
    expect(useHistoryStore.getState().jobs).toHaveLength(HISTORY_PAGE)
    await loadMoreHistory()
    expect(fake.calls.map((c) => c.params)).toEqual([
      { limit: 50, order: 'desc' },
      { limit: 50, order: 'desc', before: all[49].start_time },
    ])
    expect(useHistoryStore.getState()).toMatchObject({ complete: true })
    expect(useHistoryStore.getState().jobs.map((j) => j.job_id)).toEqual(all.map((j) => j.job_id))
  })

  it('adds a started job on top and updates it in place when it finishes', async () => {
    installFakeMoonraker({ 'server.history.list': { count: 1, jobs: [job(1)] }, 'server.history.totals': { job_totals: TOTALS } })
    await loadHistory()
    handleHistoryChanged({ action: 'added', job: job(2, { status: 'in_progress', end_time: null }) })
    expect(useHistoryStore.getState().jobs.map((j) => `${j.job_id}:${j.status}`)).toEqual(['000002:in_progress', '000001:completed'])
    handleHistoryChanged({ action: 'finished', job: job(2, { status: 'cancelled' }) })
    expect(useHistoryStore.getState().jobs.map((j) => `${j.job_id}:${j.status}`)).toEqual(['000002:cancelled', '000001:completed'])
  })
})

describe('history actions', () => {
  it('delete one job or all of them, and forget them locally', async () => {
    const fake = installFakeMoonraker({
      'server.history.list': { count: 2, jobs: [job(2), job(1)] },
      'server.history.delete_job': (p) => ({ deleted_jobs: p?.all ? ['000002'] : [p?.uid] }),
    })
    await loadHistory()
    useRecentJobsStore.setState({ jobs: [job(1)], loaded: true })
    await deleteHistoryJobAction('000001')
    expect(useHistoryStore.getState().jobs.map((j) => j.job_id)).toEqual(['000002'])
    expect(useRecentJobsStore.getState().jobs).toEqual([])
    await deleteAllHistoryJobs()
    expect(useHistoryStore.getState().jobs).toEqual([])
    expect(fake.calls.filter((c) => c.method === 'server.history.delete_job').map((c) => c.params)).toEqual([{ uid: '000001' }, { all: true }])
  })

  it('reset the totals and read them back', async () => {
    const fake = installFakeMoonraker({
      'server.history.reset_totals': { last_totals: TOTALS },
      'server.history.totals': { job_totals: { ...TOTALS, total_jobs: 0 } },
    })
    await resetHistoryTotalsAction()
    expect(fake.methods()).toEqual(['server.history.reset_totals', 'server.history.totals'])
    expect(useHistoryStore.getState().totals?.total_jobs).toBe(0)
  })

  it("keep a job's note in the 'fluidd' namespace under history.notes", async () => {
    const fake = installFakeMoonraker()
    await saveJobNote('00000A', 'Needs a brim')
    expect(fake.calls).toEqual([{ method: 'server.database.post_item', params: { namespace: 'fluidd', key: 'history.notes.00000A', value: 'Needs a brim' } }])
    expect(storedRootsAsWritten().history).toEqual({ notes: { '00000A': 'Needs a brim' } })
  })
})
