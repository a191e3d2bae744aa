/**
 * The bed check between queued jobs (uiSettings.queue.bedCheck, per printer): the queue is paused as a
 * job starts with more behind it and again as it completes, so the next job waits until the user says
 * the bed is clear (startQueue). Every open tab does the same; a second pause changes nothing.
 */
import { pauseJobQueue } from '../moonraker/api/job-queue'
import { objectOf } from '../moonraker/printer-objects'
import { bedCheckDue, bedCheckHolds, type QueueState } from '../lib/queue/job-queue'
import { defineAction } from './action'
import { loadJobQueue, queueAvailable } from './actions/job-queue'
import { useJobQueueStore } from './job-queue'
import { usePrinterStore } from './printer'
import { getUiSetting, onStoredChange, useUiSetting } from './settings/settings'

const holdQueue = defineAction({ errors: 'silent', allowed: queueAvailable }, () => pauseJobQueue())

const printState = () => objectOf(usePrinterStore.getState().objects, 'print_stats')?.state

/** What the last look saw: a check compares with it. */
interface Seen {
  print: string | undefined
  queue: QueueState | null
}

async function check(before: Seen): Promise<void> {
  const enabled = getUiSetting('queue.bedCheck')
  if (!enabled || !queueAvailable()) return
  if (useJobQueueStore.getState().state === null) await loadJobQueue()
  const { state, jobs } = useJobQueueStore.getState()
  const input = { enabled, printState: printState(), previousPrintState: before.print, queueState: state, previousQueueState: before.queue, jobsLeft: jobs ?? 0 }
  if (bedCheckHolds(input)) await holdQueue()
}

let stop: (() => void) | null = null

/** Follows the print, the queue and the setting (started once the setting is on; sync.ts). */
export function startBedCheck(): void {
  if (stop) return
  const seen = (): Seen => ({ print: printState(), queue: useJobQueueStore.getState().state })
  let last = seen()
  let enabled = getUiSetting('queue.bedCheck')
  void check({ print: undefined, queue: null })
  const onChange = () => {
    const now = seen()
    if (now.print === last.print && now.queue === last.queue) return
    const before = last
    last = now
    void check(before)
  }
  const offPrinter = usePrinterStore.subscribe(onChange)
  const offQueue = useJobQueueStore.subscribe(onChange)
  const offSetting = onStoredChange(() => {
    const now = getUiSetting('queue.bedCheck')
    if (now && !enabled) void check({ print: undefined, queue: null })
    enabled = now
  })
  stop = () => {
    offPrinter()
    offQueue()
    offSetting()
  }
}

export function stopBedCheck(): void {
  stop?.()
  stop = null
}

/** A print completed and the queue holds with jobs left: the dashboard asks whether the bed is clear. */
export function useBedCheckDue(): boolean {
  const enabled = useUiSetting('queue.bedCheck')
  const print = usePrinterStore((s) => objectOf(s.objects, 'print_stats')?.state)
  const queueState = useJobQueueStore((s) => s.state)
  const jobsLeft = useJobQueueStore((s) => s.jobs ?? 0)
  return bedCheckDue({ enabled, printState: print, queueState, jobsLeft })
}
