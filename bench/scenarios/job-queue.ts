import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { MANY_FILES_PREFIX, manyFileName, writeManyFiles } from '../gcode/many-files'
import { busyShare, cpuShare, readMetrics, toPageMs } from '../harness/cdp-metrics'
import { sleep, type Scenario } from '../harness/context'
import type { NetworkLog } from '../harness/network-log'
import { waitUntil } from '../harness/printer'
import { probe, waitForText } from '../harness/probe'
import { startProfile } from '../harness/trace'

const JOBS = 200
const FOLDER = 'queue'
/** Seconds of printer time between one queued print's end and the next one's start. */
const TRANSITION_DELAY = 1

/** The first frame from the printer that names a queued bench file: the queue as the page first hears of it. */
export function firstQueueFrame(net: Pick<NetworkLog, 'frames'>, from = 0): { t: number; bytes: number } | null {
  const f = net.frames.slice(from).find((x) => x.direction === 'received' && x.payload.includes(MANY_FILES_PREFIX) && x.payload.includes('job_id'))
  return f ? { t: f.t, bytes: f.payload.length } : null
}

interface QueueStatus {
  queued_jobs: { filename: string }[]
  queue_state: string
}

/**
 * The job queue on /jobs: 200 jobs added at once (one server.job_queue.post_job) to an open page, from
 * the printer's frame naming them to the rows on screen; then the queue started with automatic
 * transition, tiny prints following each other, and the page's main thread while it advances.
 */
export const jobQueue: Scenario = {
  id: 'job-queue',
  title: 'Job queue',
  summary: '200 queued jobs on /jobs: queue change → rows on screen, rows in the DOM, main-thread busy while the queue advances',
  async run(ctx) {
    const count = ctx.smoke ? 50 : JOBS
    const windowMs = ctx.smoke ? 5_000 : 20_000
    const printer = await ctx.startPrinter({ timeScale: 10 })
    await printer.restart(() => {
      writeManyFiles(path.join(printer.gcodesDir, FOLDER), count)
      // One print after another, as a print farm's queue runs.
      const conf = path.join(printer.dataDir, 'config', 'moonraker.conf')
      writeFileSync(conf, readFileSync(conf, 'utf8').replace(/^automatic_transition:.*$/m, 'automatic_transition: True').replace(/^job_transition_delay:.*$/m, `job_transition_delay: ${TRANSITION_DELAY}`))
    })
    const dash = await ctx.openDashboard(printer, { route: '/jobs' })
    const page = dash.page
    dash.net.keepFrames = (payload) => payload.includes(MANY_FILES_PREFIX)
    await page.getByTestId('queue-empty').waitFor({ timeout: 60_000 })
    await sleep(1000)
    await probe.watch(page, 'rows', new RegExp(`${MANY_FILES_PREFIX}\\d+`))
    const from = dash.net.frames.length
    const filenames = Array.from({ length: count }, (_, i) => `${FOLDER}/${manyFileName(i)}`)
    // JOB_QUEUE_ROWS_PROFILE=file.cpuprofile records the page's JavaScript from the jobs' post to their rows.
    const rowsProfileTo = process.env.JOB_QUEUE_ROWS_PROFILE
    const stopRowsProfile = rowsProfileTo ? await startProfile(dash.cdp) : null
    await printer.post('/server/job_queue/job', { filenames })
    const rows = await waitForText(page, 'rows', 30_000)
    if (stopRowsProfile && rowsProfileTo) await stopRowsProfile(rowsProfileTo)
    const frame = firstQueueFrame(dash.net, from)
    const nav = await dash.navStart()
    let toRows: number | null = null
    let note: string | undefined
    if (!frame) note = 'no frame naming the queued jobs seen on the socket'
    else if (!rows) note = 'queue rows never appeared'
    else toRows = (rows.paint ?? rows.t) - toPageMs(frame.t, nav)
    ctx.report('rows_on_screen', 'queue change → rows on screen', toRows, 'ms', { note })
    ctx.report('frame_size', 'the frame naming the jobs', frame ? frame.bytes / 1000 : null, 'KB')
    // The rows' files are read one by one (estimates, thumbnails): the list settles once they are in.
    await sleep(3000)
    ctx.report('rows_in_dom', 'queue rows in the DOM', await probe.count(page, '[data-testid="queue-job"]'), 'count')

    ctx.log('starting the queue')
    // JOB_QUEUE_PROFILE=file.cpuprofile records the page's JavaScript while the queue advances.
    const profileTo = process.env.JOB_QUEUE_PROFILE
    const stopProfile = profileTo ? await startProfile(dash.cdp) : null
    const before = await readMetrics(dash.cdp)
    await printer.post('/server/job_queue/start')
    await sleep(windowMs)
    const after = await readMetrics(dash.cdp)
    if (stopProfile && profileTo) await stopProfile(profileTo)
    const left = (await printer.get<QueueStatus>('/server/job_queue/status')).queued_jobs.length
    await waitUntil(async () => (await probe.count(page, '[data-testid="queue-job"]')) <= left + 1, 10_000, 'the page did not follow the queue').catch(() => undefined)
    ctx.report('advance_busy', 'main-thread busy while the queue advances', busyShare(before, after), '%', { note: `${count - left} jobs started in ${windowMs / 1000} s` })
    ctx.report('advance_cpu', 'main-thread CPU time while the queue advances', cpuShare(before, after), '%')
  },
}
