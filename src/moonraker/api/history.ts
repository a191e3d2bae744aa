import { moonraker } from '../client'
import type { HistoryAuxiliaryTotal, HistoryJob, HistoryTotals } from '../types'

export const listHistory = (params: { limit?: number; start?: number; before?: number; since?: number; order?: 'asc' | 'desc' } = {}) =>
  moonraker().call<{ count: number; jobs: HistoryJob[] }>('server.history.list', params)
export const historyTotals = () => moonraker().call<{ job_totals: HistoryTotals; auxiliary_totals?: HistoryAuxiliaryTotal[] }>('server.history.totals')
export const getHistoryJob = (uid: string) => moonraker().call<{ job: HistoryJob }>('server.history.get_job', { uid })
export const deleteHistoryJob = (uid: string) => moonraker().call<{ deleted_jobs: string[] }>('server.history.delete_job', { uid })
export const deleteAllHistory = () => moonraker().call<{ deleted_jobs: string[] }>('server.history.delete_job', { all: true })
export const resetHistoryTotals = () => moonraker().call<{ last_totals: HistoryTotals }>('server.history.reset_totals')
