/** How a job status looks (SPEC §4 job status; SPEC-NOTES: standby reads as in progress). */
export type StatusIcon = 'completed' | 'in_progress' | 'cancelled' | 'warning'
export type StatusColor = 'green' | 'red' | 'amber' | 'gray'

export interface StatusLook {
  icon: StatusIcon
  color: StatusColor
  /** Key under `status.` in the history namespace. */
  label: string
}

const IN_PROGRESS = new Set(['printing', 'in_progress', 'standby'])
const RED = new Set(['cancelled', 'error', 'server_exit'])
const AMBER = new Set(['klippy_shutdown', 'klippy_disconnect', 'interrupted'])
/** Statuses with their own label; anything else the server invents shows as 'unknown'. */
export const KNOWN_STATUSES = [
  'completed',
  'cancelled',
  'error',
  'printing',
  'in_progress',
  'standby',
  'server_exit',
  'klippy_shutdown',
  'klippy_disconnect',
  'interrupted',
] as const

export function statusLook(status: string): StatusLook {
  const icon: StatusIcon = status === 'completed' ? 'completed' : IN_PROGRESS.has(status) ? 'in_progress' : status === 'cancelled' ? 'cancelled' : 'warning'
  const color: StatusColor = status === 'completed' || IN_PROGRESS.has(status) ? 'green' : RED.has(status) ? 'red' : AMBER.has(status) ? 'amber' : 'gray'
  const label = (KNOWN_STATUSES as readonly string[]).includes(status) ? status : 'unknown'
  return { icon, color, label }
}

/** True while the job has not ended (its row updates live, it cannot be deleted safely). */
export function isRunning(status: string): boolean {
  return IN_PROGRESS.has(status)
}

/** The three groups of the status split chart: every other end counts as an error. */
export type OutcomeGroup = 'completed' | 'cancelled' | 'error'
export const OUTCOME_GROUPS: readonly OutcomeGroup[] = ['completed', 'cancelled', 'error']

export function outcomeOf(status: string): OutcomeGroup | null {
  if (IN_PROGRESS.has(status)) return null
  if (status === 'completed') return 'completed'
  if (status === 'cancelled') return 'cancelled'
  return 'error'
}

/** The statuses the filter menu offers, in the order users think of them. */
export const FILTER_STATUSES = ['completed', 'in_progress', 'cancelled', 'error', 'klippy_shutdown', 'klippy_disconnect', 'server_exit', 'interrupted'] as const
export type FilterStatus = (typeof FILTER_STATUSES)[number]

/** Whether a job's status matches one of the chosen filter entries (in_progress also covers printing and standby). */
export function matchesStatus(status: string, chosen: readonly string[]): boolean {
  if (chosen.length === 0) return true
  return chosen.some((c) => (c === 'in_progress' ? IN_PROGRESS.has(status) : c === status))
}
