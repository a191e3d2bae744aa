// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { MoonrakerError } from '../../moonraker/errors'
import type { QueuedJob } from '../../moonraker/types'
import { handleJobQueueChanged, resetJobQueue, useJobQueueStore } from '../job-queue'
import { useServerStore } from '../server'
import { installFakeMoonraker } from '../testing/fake-moonraker'
import { onToast, type Toast } from '../toasts'
import { addToQueue, clearQueue, loadJobQueue, moveQueuedJob, pauseQueue, printNext, removeQueuedJob, startQueue } from './job-queue'

const job = (id: string, filename = `${id}.gcode`): QueuedJob => ({ job_id: id, filename, time_added: 1, time_in_queue: 2 })

let toasts: Toast[] = []
onToast((t) => toasts.push(t))
beforeEach(() => {
  toasts = []
  resetJobQueue()
  useServerStore.setState({ components: ['job_queue'] })
})

describe('job queue actions', () => {
  it('load the whole queue from the printer', async () => {
    installFakeMoonraker({ 'server.job_queue.status': { queued_jobs: [job('A'), job('B')], queue_state: 'paused' } })
    await loadJobQueue()
    expect(useJobQueueStore.getState()).toMatchObject({ jobs: 2, state: 'paused', queued: [job('A'), job('B')] })
  })

  it('follow the notification: a full list, or only a state', () => {
    handleJobQueueChanged({ updated_queue: [job('A')], queue_state: 'ready' })
    handleJobQueueChanged({ updated_queue: null, queue_state: 'loading' })
    expect(useJobQueueStore.getState()).toMatchObject({ jobs: 1, state: 'loading', queued: [job('A')] })
  })

  it('reorder by posting the queue again in the new order with reset', async () => {
    handleJobQueueChanged({ updated_queue: [job('A'), job('B'), job('C')], queue_state: 'paused' })
    const fake = installFakeMoonraker()
    expect(await moveQueuedJob('C', 'A')).toBe(true)
    expect(fake.calls).toEqual([{ method: 'server.job_queue.post_job', params: { filenames: ['C.gcode', 'A.gcode', 'B.gcode'], reset: true } }])
    // The page shows the printer's order only: nothing changed here until it says so.
    expect(useJobQueueStore.getState().queued?.map((j) => j.job_id)).toEqual(['A', 'B', 'C'])
  })

  it('print a job next, remove one, clear all, start and pause', async () => {
    handleJobQueueChanged({ updated_queue: [job('A'), job('B')], queue_state: 'paused' })
    const fake = installFakeMoonraker({ 'server.job_queue.jump': { queued_jobs: [job('B'), job('A')], queue_state: 'paused' } })
    await printNext('B')
    // Moonraker notifies nothing for a jump: its reply is the new order.
    expect(useJobQueueStore.getState().queued?.map((j) => j.job_id)).toEqual(['B', 'A'])
    await removeQueuedJob('A')
    await clearQueue()
    await startQueue()
    await pauseQueue()
    expect(fake.calls).toEqual([
      { method: 'server.job_queue.jump', params: { job_id: 'B' } },
      { method: 'server.job_queue.delete_job', params: { job_ids: ['A'] } },
      { method: 'server.job_queue.delete_job', params: { all: true } },
      { method: 'server.job_queue.start' },
      { method: 'server.job_queue.pause' },
    ])
  })

  it('add files with copies, and refuse a folder or a file that is not G-code with a message', async () => {
    const fake = installFakeMoonraker()
    expect(await addToQueue([{ path: 'a.gcode', type: 'file' }, { path: 'sub/b.gcode', type: 'file' }], 2)).toBe(true)
    expect(fake.calls).toEqual([{ method: 'server.job_queue.post_job', params: { filenames: ['a.gcode', 'a.gcode', 'sub/b.gcode', 'sub/b.gcode'] } }])
    expect(toasts.at(-1)).toMatchObject({ type: 'success', message: 'Added 4 jobs to the queue' })
    expect(await addToQueue([{ path: 'a.gcode', type: 'file' }, { path: 'parts', type: 'directory' }])).toBe(false)
    expect(await addToQueue([{ path: 'notes.txt', type: 'file' }])).toBe(false)
    expect(fake.calls).toHaveLength(1)
    expect(toasts.slice(-2).map((t) => t.message)).toEqual(['"parts" is a folder: only G-code files can be queued', '"notes.txt" is not a G-code file: it cannot be queued'])
  })

  it('show the printer’s refusal, and send nothing to a printer without a job queue', async () => {
    const fake = installFakeMoonraker({ 'server.job_queue.post_job': new MoonrakerError(400, 'G-Code File x.gcode does not exist') })
    expect(await addToQueue([{ path: 'x.gcode', type: 'file' }])).toBeUndefined()
    expect(toasts.at(-1)).toEqual({ type: 'error', message: 'G-Code File x.gcode does not exist' })
    useServerStore.setState({ components: [] })
    expect(addToQueue.allowed()).toBe(false)
    await startQueue()
    expect(fake.calls).toHaveLength(1)
  })
})
