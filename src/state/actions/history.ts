import { deleteAllHistory, deleteHistoryJob, resetHistoryTotals } from '../../moonraker/api/history'
import { defineAction } from '../action'
import { saveStored } from '../settings/settings'
import { forgetJobs, loadHistoryTotals } from '../history'

/** Job history actions of the /history page; each holds a named wait so its button spins. */
export const deleteHistoryJobAction = defineAction({ wait: 'history:delete' }, async (jobId: string) => {
  const { deleted_jobs } = await deleteHistoryJob(jobId)
  forgetJobs(deleted_jobs)
  return deleted_jobs
})

export const deleteAllHistoryJobs = defineAction({ wait: 'history:delete-all' }, async () => {
  const { deleted_jobs } = await deleteAllHistory()
  forgetJobs(deleted_jobs)
  return deleted_jobs
})

export const resetHistoryTotalsAction = defineAction({ wait: 'history:reset-totals' }, async () => {
  const result = await resetHistoryTotals()
  await loadHistoryTotals().catch(() => undefined)
  return result
})

/** A user's note on a job, kept in the 'fluidd' namespace under history.notes.<job_id>. */
export const saveJobNote = defineAction({ wait: 'history:note' }, async (jobId: string, text: string) => {
  await saveStored('history', `notes.${jobId}`, text)
  return true
})
