/**
 * The job queue's actions. The queue on screen changes only when the printer says so: its
 * notify_job_queue_changed, in every open tab, or — for "print next", which Moonraker answers
 * without a notification (sim/contract/queue.test.ts) — the call's reply.
 */
import * as api from '../../moonraker/api/job-queue'
import { loadTexts, translate } from '../../i18n'
import { queueRefusal, reorderedFilenames, withCopies, type QueueCandidate } from '../../lib/queue/job-queue'
import { defineAction } from '../action'
import { applyJobQueueStatus, useJobQueueStore } from '../job-queue'
import { printInProgress } from '../guards'
import { useServerStore } from '../server'
import { getUiSetting } from '../settings/settings'
import { showToast } from '../toasts'

/** The printer's Moonraker has a job queue ([job_queue] in moonraker.conf). */
export function queueAvailable(): boolean {
  return useServerStore.getState().components.includes('job_queue')
}

const queued = () => useJobQueueStore.getState().queued ?? []

/** The whole queue, as the printer has it (the first time a queue is shown; notifications keep it). */
export const loadJobQueue = defineAction({ errors: 'silent', allowed: queueAvailable }, async () => {
  applyJobQueueStatus(await api.jobQueueStatus())
  return true
})

/** Says why items cannot be queued; resolves true when they can. */
export async function refuseUnprintable(items: readonly QueueCandidate[]): Promise<boolean> {
  const refusal = queueRefusal(items)
  if (!refusal) return true
  await loadTexts(['files'])
  const message =
    refusal.reason === 'folder'
      ? translate('files:queue.refusedFolder', '"{{name}}" is a folder: only G-code files can be queued', { name: refusal.name })
      : translate('files:queue.refusedFile', '"{{name}}" is not a G-code file: it cannot be queued', { name: refusal.name })
  showToast({ type: 'error', message, timeout: 5000 })
  return false
}

/**
 * Adds G-code files of the gcodes root at the queue's end, each `copies` times. Folders and other files
 * are refused with a message and nothing is sent.
 */
export const addToQueue = defineAction({ wait: 'queue.add', allowed: queueAvailable }, async (items: readonly QueueCandidate[], copies: number = 1) => {
  if (items.length === 0 || !(await refuseUnprintable(items))) return false
  const filenames = withCopies(
    items.map((i) => i.path),
    copies,
  )
  await api.queueJobs(filenames)
  await loadTexts(['files'])
  showToast({ type: 'success', message: translate('files:queue.added', 'Added {{count}} jobs to the queue', { count: filenames.length }) })
  return true
})

/** Moves a job to where another one is, by posting the whole queue again in the new order. */
export const moveQueuedJob = defineAction({ wait: 'queue.change', allowed: queueAvailable }, async (moved: string, target: string) => {
  const order = reorderedFilenames(queued(), moved, target)
  if (!order) return false
  await api.replaceQueuedJobs(order)
  return true
})

/** The job is printed next (Moonraker's jump, which notifies nothing: its reply is the new order). */
export const printNext = defineAction({ wait: 'queue.change', allowed: queueAvailable }, async (jobId: string) => {
  applyJobQueueStatus(await api.jumpQueuedJob(jobId))
  return true
})

export const removeQueuedJob = defineAction({ wait: 'queue.change', allowed: queueAvailable }, async (jobId: string) => {
  await api.removeQueuedJobs([jobId])
  return true
})

export const clearQueue = defineAction({ wait: 'queue.change', allowed: () => queueAvailable() && queued().length > 0 }, async () => {
  await api.clearQueuedJobs()
  return true
})

/**
 * Starts the queue: its next job prints once the printer is free (also the bed check's "the bed is
 * clear"). Not during a print while the bed check is on: the queue would be ready when the print ends,
 * and Moonraker's own transition could load the next job before any page holds it for the check.
 */
export function queueMayStart(): boolean {
  if (!queueAvailable() || useJobQueueStore.getState().state === 'loading') return false
  return !(getUiSetting('queue.bedCheck') && printInProgress())
}

export const startQueue = defineAction({ wait: 'queue.state', allowed: queueMayStart }, async () => {
  await api.startJobQueue()
  return true
})

export const pauseQueue = defineAction({ wait: 'queue.state', allowed: queueAvailable }, async () => {
  await api.pauseJobQueue()
  return true
})
