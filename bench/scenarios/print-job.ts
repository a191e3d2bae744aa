import { generateSlicedJob } from '../gcode/sliced-job'
import type { BenchPrinter } from '../harness/printer'

export const JOB_PATH = 'bench/two_parts_2h.gcode'

/** Uploads the two-hour job both printing scenarios run; returns its estimated seconds. */
export async function uploadTwoHourJob(printer: BenchPrinter, dryStartSeconds: number): Promise<number> {
  const job = generateSlicedJob({ targetSeconds: 2 * 3600, dryStartSeconds })
  await printer.upload(JOB_PATH, job.text)
  return job.estimatedSeconds
}
