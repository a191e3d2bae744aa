import { mulberry32 } from '../../klippy/lifecycle'
import type { FileManager } from '../files/manager'
import { seedGcodeFiles } from '../files/seed'
import { jobMetadata } from './recorder'
import type { HistoryJob, HistoryStore, JobStatus } from './store'


/** Files printed once and deleted since, so the page shows jobs whose file is gone. */
const GONE_FILES = ['old/benchy_0.2mm_PLA_2h10m.gcode', 'calibration/flow_cube.gcode', 'gifts/keychain, name "Ada".gcode', 'vase_spiral_PETG_1h45m.gcode']

/** How prints end, in rough proportion to a home printer's life. */
const OUTCOMES: [JobStatus, number][] = [
  ['completed', 0.78],
  ['cancelled', 0.12],
  ['error', 0.05],
  ['klippy_shutdown', 0.03],
  ['klippy_disconnect', 0.02],
]

function pickStatus(r: number): JobStatus {
  let acc = 0
  for (const [status, p] of OUTCOMES) {
    acc += p
    if (r < acc) return status
  }
  return 'completed'
}

/**
 * Fills an empty history with `count` finished jobs from the last months (a few dozen for
 * `npm start`, thousands for the benchmark), printing the seeded files with their real metadata
 * and a few files that no longer exist. Nothing happens when the history already has jobs.
 */
export async function seedHistory(store: HistoryStore, files: FileManager, count: number, nowSeconds = Date.now() / 1000): Promise<number> {
  if (count <= 0 || store.jobs.length > 0) return 0
  // Seeded: the same count gives the same past, run after run.
  const rnd = mulberry32(20241124 + count)
  const existing: { filename: string; metadata: Record<string, unknown>; estimated: number; filament: number }[] = []
  for (const file of seedGcodeFiles()) {
    const meta = await files.metadata.get(file.path).catch(() => null)
    if (!meta || !(await files.fileExists('gcodes', file.path, meta.modified))) continue
    existing.push({ filename: file.path, metadata: jobMetadata(meta), estimated: Number(meta.estimated_time ?? 1800), filament: Number(meta.filament_total ?? 2000) })
  }
  const gone = GONE_FILES.map((filename, i) => ({
    filename,
    metadata: { slicer: 'PrusaSlicer', slicer_version: '2.7.1', layer_height: 0.2, first_layer_height: 0.2, nozzle_diameter: 0.4, filament_type: i === 3 ? 'PETG' : 'PLA', filament_name: i === 3 ? 'Generic PETG' : 'Generic PLA', estimated_time: 3600 + i * 1700, filament_total: 4000 + i * 2500, filament_weight_total: 12 + i * 7.5 },
    estimated: 3600 + i * 1700,
    filament: 4000 + i * 2500,
  }))
  const pool = [...existing, ...existing, ...gone]
  if (pool.length === 0) return 0
  // A few dozen jobs span about two months; thousands span about three years, several a day.
  const spanDays = Math.min(1100, Math.max(60, count / 4))
  const starts = Array.from({ length: count }, () => nowSeconds - 3600 - rnd() * spanDays * 86400).sort((a, b) => a - b)
  const jobs: Omit<HistoryJob, 'job_id'>[] = starts.map((start) => {
    const file = pool[Math.floor(rnd() * pool.length)]
    const status = pickStatus(rnd())
    const done = status === 'completed' ? 1 : 0.05 + rnd() * 0.85
    const print = file.estimated * (0.9 + rnd() * 0.25) * done
    const paused = rnd() < 0.15 ? 60 + rnd() * 900 : 0
    const total = print + 90 + rnd() * 240 + paused
    return {
      user: rnd() < 0.8 ? 'stratum' : null,
      filename: file.filename,
      status,
      start_time: start,
      end_time: start + total,
      print_duration: print,
      total_duration: total,
      filament_used: file.filament * done * (0.97 + rnd() * 0.06),
      metadata: file.metadata,
      auxiliary_data: [],
    }
  })
  store.addFinished(jobs)
  return jobs.length
}
