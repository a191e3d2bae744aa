// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { QueuedJob } from '../moonraker/types'
import { queueMayStart, startQueue } from './actions/job-queue'
import { startBedCheck, stopBedCheck } from './bed-check'
import { handleJobQueueChanged, resetJobQueue } from './job-queue'
import { usePrinterStore } from './printer'
import { useServerStore } from './server'
import { resetStoredSettings, saveUiSetting } from './settings/settings'
import { installFakeMoonraker } from './testing/fake-moonraker'

const job = (id: string): QueuedJob => ({ job_id: id, filename: `${id}.gcode`, time_added: 1, time_in_queue: 1 })
const printState = (state: string) => usePrinterStore.setState({ objects: { print_stats: { state, filename: 'A.gcode' } } })
const pauses = (fake: ReturnType<typeof installFakeMoonraker>) => fake.methods().filter((m) => m === 'server.job_queue.pause').length

beforeEach(() => {
  resetJobQueue()
  resetStoredSettings()
  useServerStore.setState({ components: ['job_queue'] })
  printState('standby')
})
afterEach(stopBedCheck)

describe('the bed check', () => {
  it('pauses the queue as a job starts with more behind it, and not when it is off', async () => {
    const fake = installFakeMoonraker({ 'server.job_queue.status': { queued_jobs: [job('B')], queue_state: 'ready' } })
    startBedCheck()
    printState('printing')
    await new Promise((r) => setTimeout(r, 10))
    expect(pauses(fake)).toBe(0)

    await saveUiSetting('queue.bedCheck', true)
    await vi.waitFor(() => expect(pauses(fake)).toBe(1))
  })

  it('pauses again as the job completes when the queue was started during it, and leaves an empty queue alone', async () => {
    const fake = installFakeMoonraker()
    await saveUiSetting('queue.bedCheck', true)
    handleJobQueueChanged({ updated_queue: [job('B')], queue_state: 'paused' })
    printState('printing')
    startBedCheck()
    // Started during the print: left alone until it completes.
    handleJobQueueChanged({ updated_queue: null, queue_state: 'ready' })
    await new Promise((r) => setTimeout(r, 10))
    expect(pauses(fake)).toBe(0)
    printState('complete')
    await vi.waitFor(() => expect(pauses(fake)).toBe(1))

    handleJobQueueChanged({ updated_queue: [], queue_state: 'ready' })
    printState('printing')
    printState('complete')
    await new Promise((r) => setTimeout(r, 10))
    expect(pauses(fake)).toBe(1)
  })

  it('keeps Start from this page during a print while it is on (the printer could take the next job first), and allows it once the print has ended', async () => {
    const fake = installFakeMoonraker()
    handleJobQueueChanged({ updated_queue: [job('B')], queue_state: 'paused' })
    printState('printing')
    expect(queueMayStart()).toBe(true)
    await saveUiSetting('queue.bedCheck', true)
    expect(queueMayStart()).toBe(false)
    await startQueue()
    expect(fake.methods()).not.toContain('server.job_queue.start')
    printState('complete')
    expect(queueMayStart()).toBe(true)
    await startQueue()
    expect(fake.methods()).toContain('server.job_queue.start')
  })
})
