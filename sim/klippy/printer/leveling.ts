/**
 * Leveling helpers that exist when their config section does: SCREWS_TILT_CALCULATE (with the
 * screws_tilt_adjust object and its results), BED_SCREWS_ADJUST, Z_TILT_ADJUST and QUAD_GANTRY_LEVEL.
 * Each probes the simulated bed surface, so results follow the same shape as the mesh.
 */
import type { GcodeCommand } from '../gcode/command'
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { ProbeInfo } from './bed-mesh'
import { bedSurface } from './mesh-math'
import type { Toolhead } from './toolhead'
import type { Settings, Status, StatusObject } from './types'

export interface LevelingDeps {
  toolhead: Toolhead
  probe: ProbeInfo
  bedSize: [number, number]
  rand(): number
}

interface ScrewResult {
  z: number
  sign: 'CW' | 'CCW'
  adjust: string
  is_base: boolean
}

/** Thread pitch in mm per turn for the screw types Klipper knows. */
const THREADS: Record<string, { pitch: number; cw: boolean }> = {
  CW_M3: { pitch: 0.5, cw: true },
  CCW_M3: { pitch: 0.5, cw: false },
  CW_M4: { pitch: 0.7, cw: true },
  CCW_M4: { pitch: 0.7, cw: false },
  CW_M5: { pitch: 0.8, cw: true },
  CCW_M5: { pitch: 0.8, cw: false },
  CW_M6: { pitch: 1.0, cw: true },
  CCW_M6: { pitch: 1.0, cw: false },
}

/** Points of a config section: screw1 … screwN as 'x, y' options. */
function screwPoints(s: Settings, prefix = 'screw'): [number, number][] {
  const out: [number, number][] = []
  for (let i = 1; s[`${prefix}${i}`] !== undefined; i++) {
    const v = s[`${prefix}${i}`]
    const [x, y] = Array.isArray(v) ? v.map(Number) : String(v).split(',').map((p) => Number(p.trim()))
    out.push([x, y])
  }
  return out
}

async function probeAt(d: LevelingDeps, gcmd: GcodeCommand, x: number, y: number, speed: number, hmz: number): Promise<number> {
  const th = d.toolhead
  if (!th.homed.has('x') || !th.homed.has('y') || !th.homed.has('z')) throw gcmd.error('Must home axis first')
  await th.manualMove([undefined, undefined, hmz], d.probe.liftSpeed)
  // Points in the config are nozzle positions; the probe lands beside them by its offsets.
  await th.manualMove([x, y], speed)
  const px = x + d.probe.xOffset
  const py = y + d.probe.yOffset
  const z = d.probe.zOffset + bedSurface(px, py, d.bedSize, (d.rand() - 0.5) * 0.004)
  await th.manualMove([undefined, undefined, z], d.probe.speed)
  await th.manualMove([undefined, undefined, hmz], d.probe.liftSpeed)
  await th.waitMoves()
  gcmd.respondInfo(`probe at ${px.toFixed(3)},${py.toFixed(3)} is z=${z.toFixed(6)}`)
  return z
}

export class ScrewsTiltAdjust implements StatusObject {
  results: Record<string, ScrewResult> = {}
  error = false
  maxDeviation: number | null = null

  constructor(
    private readonly settings: Settings,
    private readonly deps: LevelingDeps,
  ) {}

  private async calculate(gcmd: GcodeCommand): Promise<void> {
    const s = this.settings
    const points = screwPoints(s)
    if (points.length < 3) throw gcmd.error('screws_tilt_adjust: Must have at least three screws')
    const thread = THREADS[String(s.screw_thread ?? 'CW-M3').toUpperCase().replace('-', '_')] ?? THREADS.CW_M3
    const maxDev = gcmd.getFloat('MAX_DEVIATION')
    const speed = Number(s.speed ?? 50)
    const hmz = Number(s.horizontal_move_z ?? 5)
    const heights: number[] = []
    for (const [x, y] of points) heights.push(await probeAt(this.deps, gcmd, x, y, speed, hmz))
    const base = heights[0]
    this.results = {}
    this.error = false
    this.maxDeviation = maxDev ?? null
    const lines: string[] = ['01:20 means 1 full turn and 20 minutes, CW=clockwise, CCW=counter-clockwise']
    heights.forEach((z, i) => {
      const key = `screw${i + 1}`
      const name = String(s[`${key}_name`] ?? key)
      const diff = base - z
      // Turning the screw clockwise lowers the bed on a CW thread; the turn fixes the difference.
      const turns = Math.abs(diff) / thread.pitch
      const full = Math.floor(turns)
      const minutes = Math.round((turns - full) * 60)
      const adjust = `${String(full + (minutes === 60 ? 1 : 0)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
      const clockwise = (diff < 0) === thread.cw
      const sign = clockwise ? 'CW' : 'CCW'
      if (maxDev !== undefined && Math.abs(diff) > maxDev) this.error = true
      this.results[key] = { z: Math.round(z * 1e6) / 1e6, sign, adjust, is_base: i === 0 }
      lines.push(
        i === 0
          ? `${name} (base) : x=${points[i][0].toFixed(1)}, y=${points[i][1].toFixed(1)}, z=${z.toFixed(5)}`
          : `${name} : x=${points[i][0].toFixed(1)}, y=${points[i][1].toFixed(1)}, z=${z.toFixed(5)} : adjust ${sign} ${adjust}`,
      )
    })
    gcmd.respondInfo(lines.join('\n'))
    if (this.error) throw gcmd.error(`bed level exceeds configured limits (${maxDev?.toFixed(5)}mm)! Adjust screws and restart print.`)
  }

  register(gcode: GcodeDispatcher): void {
    gcode.register('SCREWS_TILT_CALCULATE', (c) => this.calculate(c), 'Tool to help adjust bed leveling screws by calculating the number of turns to level it.')
  }

  getStatus(): Status {
    return { error: this.error, max_deviation: this.maxDeviation, results: JSON.parse(JSON.stringify(this.results)) as Status }
  }
}

/** Z_TILT_ADJUST / QUAD_GANTRY_LEVEL: probe the points, report the spread, mark applied. */
export class GantryLeveling implements StatusObject {
  applied = false

  constructor(
    private readonly command: 'Z_TILT_ADJUST' | 'QUAD_GANTRY_LEVEL',
    private readonly settings: Settings,
    private readonly deps: LevelingDeps,
  ) {}

  private async level(gcmd: GcodeCommand): Promise<void> {
    const listed = String(this.settings.points ?? '')
      .split('\n')
      .map((l) => l.split(',').map((v) => Number(v.trim())))
      .filter((p): p is [number, number] => p.length === 2 && p.every(Number.isFinite))
    const points = listed.length ? listed : this.defaultPoints()
    const speed = Number(this.settings.speed ?? 50)
    const hmz = Number(this.settings.horizontal_move_z ?? 5)
    this.applied = false
    const retries = Number(this.settings.retries ?? 0)
    const tolerance = Number(this.settings.retry_tolerance ?? 0)
    let spread = 0
    for (let attempt = 0; attempt <= retries; attempt++) {
      const heights: number[] = []
      for (const [x, y] of points) heights.push(await probeAt(this.deps, gcmd, x, y, speed, hmz))
      // Each pass removes most of the tilt, as real motors would.
      spread = (Math.max(...heights) - Math.min(...heights)) / (attempt + 1) ** 2
      gcmd.respondInfo(`Retries: ${attempt}/${retries} Probed points range: ${spread.toFixed(6)} tolerance: ${tolerance.toFixed(6)}`)
      if (spread <= tolerance) break
    }
    this.applied = true
    gcmd.respondInfo(this.command === 'Z_TILT_ADJUST' ? `Making the following Z adjustments: done (range ${spread.toFixed(6)})` : `Gantry leveled (range ${spread.toFixed(6)})`)
  }

  private defaultPoints(): [number, number][] {
    const [w, d] = this.deps.bedSize
    return [
      [w * 0.1, d * 0.1],
      [w * 0.1, d * 0.9],
      [w * 0.9, d * 0.9],
      [w * 0.9, d * 0.1],
    ]
  }

  register(gcode: GcodeDispatcher): void {
    gcode.register(this.command, (c) => this.level(c), this.command === 'Z_TILT_ADJUST' ? 'Adjust the Z tilt' : 'Conform a moving, twistable gantry to the shape of a stationary bed')
  }

  getStatus(): Status {
    return { applied: this.applied }
  }
}

/** BED_SCREWS_ADJUST: the manual tool; here it visits each screw and accepts it at once. */
export class BedScrews implements StatusObject {
  isActive = false
  state: 'adjust' | 'fine' | null = null
  currentScrew = 0
  acceptedScrews = 0

  constructor(
    private readonly settings: Settings,
    private readonly toolhead: Toolhead,
  ) {}

  private async adjust(gcmd: GcodeCommand): Promise<void> {
    const th = this.toolhead
    if (!th.homed.has('x') || !th.homed.has('y') || !th.homed.has('z')) throw gcmd.error('Must home axis first')
    const points = screwPoints(this.settings)
    const speed = Number(this.settings.speed ?? 50)
    const hmz = Number(this.settings.horizontal_move_z ?? 5)
    const probeHeight = Number(this.settings.probe_height ?? 0)
    this.isActive = true
    this.state = 'adjust'
    this.acceptedScrews = 0
    for (const [i, [x, y]] of points.entries()) {
      this.currentScrew = i
      await th.manualMove([undefined, undefined, hmz], Number(this.settings.probe_speed ?? 5))
      await th.manualMove([x, y], speed)
      await th.manualMove([undefined, undefined, probeHeight], Number(this.settings.probe_speed ?? 5))
      await th.waitMoves()
      gcmd.respondInfo(`Adjust ${String(this.settings[`screw${i + 1}_name`] ?? `screw${i + 1}`)}: accepted`)
      this.acceptedScrews++
    }
    await th.manualMove([undefined, undefined, hmz], Number(this.settings.probe_speed ?? 5))
    this.isActive = false
    this.state = null
    gcmd.respondInfo('Bed screws tool completed successfully')
  }

  register(gcode: GcodeDispatcher): void {
    gcode.register('BED_SCREWS_ADJUST', (c) => this.adjust(c), 'Tool to help adjust bed leveling screws')
  }

  getStatus(): Status {
    return { is_active: this.isActive, state: this.state, current_screw: this.currentScrew, accepted_screws: this.acceptedScrews }
  }
}
