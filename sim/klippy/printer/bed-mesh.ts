/**
 * bed_mesh: calibration (moves the probe over the grid, taking simulated time), the active
 * mesh, and profiles kept in the SAVE_CONFIG block (BED_MESH_PROFILE SAVE/LOAD/REMOVE).
 */
import type { GcodeCommand } from '../gcode/command'
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { RawConfig } from '../config/parse'
import { bedSurface, interpolateMesh, probePoints, type MeshParams } from './mesh-math'
import type { ManualProbe } from './manual-probe'
import { probeManually } from './probe-points'
import type { Toolhead } from './toolhead'
import type { Settings, Status, StatusObject } from './types'

export interface PendingConfig {
  set(section: string, option: string, value: string): void
  removeSection(section: string): void
}

export interface Profile {
  points: number[][]
  mesh_params: MeshParams
}

export interface ProbeInfo {
  xOffset: number
  yOffset: number
  zOffset: number
  speed: number
  liftSpeed: number
}

interface ActiveMesh {
  name: string
  probed: number[][]
  params: MeshParams
  mesh: number[][]
}

function pyFloat(v: number): string {
  return Number.isInteger(v) ? v.toFixed(1) : String(v)
}

/** Bicubic needs four points a side: with fewer, Klipper interpolates with lagrange instead. */
function checkedAlgo(p: MeshParams): MeshParams {
  return p.algo === 'bicubic' && Math.min(p.x_count, p.y_count) < 4 ? { ...p, algo: 'lagrange' } : p
}

function parseProfile(opts: Map<string, string>): Profile | undefined {
  const points = (opts.get('points') ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => l.split(',').map((v) => Number(v.trim())))
  if (!points.length || points.some((r) => r.some((v) => Number.isNaN(v)))) return undefined
  const n = (k: string, d: number) => Number(opts.get(k) ?? d)
  return {
    points,
    mesh_params: {
      min_x: n('min_x', 0),
      max_x: n('max_x', 0),
      min_y: n('min_y', 0),
      max_y: n('max_y', 0),
      x_count: n('x_count', points[0].length),
      y_count: n('y_count', points.length),
      mesh_x_pps: n('mesh_x_pps', 2),
      mesh_y_pps: n('mesh_y_pps', 2),
      algo: opts.get('algo') ?? 'lagrange',
      tension: n('tension', 0.2),
    },
  }
}

export class BedMesh implements StatusObject {
  profiles: Record<string, Profile> = {}
  active?: ActiveMesh
  /** BED_MESH_OFFSET: the X/Y shift and the tool's Z offset for fading. */
  offsets: [number, number] = [0, 0]
  zFade = 0

  constructor(
    private readonly settings: Settings,
    config: RawConfig,
    private readonly deps: {
      toolhead: Toolhead
      /** Undefined on a printer without a probe: calibration is then a paper test per point. */
      probe: ProbeInfo | undefined
      manualProbe: ManualProbe
      pending: PendingConfig
      bedSize: [number, number]
      rand: () => number
      waitMoves(): Promise<void>
    },
  ) {
    for (const [name, opts] of config) {
      const m = /^bed_mesh\s+(.+)$/.exec(name)
      if (!m) continue
      const p = parseProfile(opts)
      if (p) this.profiles[m[1].trim()] = p
    }
  }

  private configParams(): MeshParams {
    const s = this.settings
    const min = (s.mesh_min as number[] | undefined) ?? [0, 0]
    const max = (s.mesh_max as number[] | undefined) ?? this.deps.bedSize
    const count = (s.probe_count as number[]) ?? [3, 3]
    const pps = (s.mesh_pps as number[]) ?? [2, 2]
    return {
      min_x: min[0],
      max_x: max[0],
      min_y: min[1],
      max_y: max[1],
      x_count: count[0],
      y_count: count[1] ?? count[0],
      mesh_x_pps: pps[0],
      mesh_y_pps: pps[1] ?? pps[0],
      algo: String(s.algorithm ?? 'lagrange'),
      tension: Number(s.bicubic_tension ?? 0.2),
    }
  }

  private activate(name: string, probed: number[][], params: MeshParams): void {
    this.active = { name, probed: probed.map((r) => [...r]), params: { ...params }, mesh: interpolateMesh(probed, params) }
  }

  async calibrate(gcmd: GcodeCommand): Promise<void> {
    const th = this.deps.toolhead
    const probe = this.deps.probe
    let params = this.configParams()
    // PROBE_COUNT=x,y overrides the configured grid for this calibration, as in Klipper.
    const count = gcmd.get('PROBE_COUNT')
    if (count !== undefined) {
      const [x, y] = count.split(',').map((v) => Number(v.trim()))
      if (!Number.isInteger(x) || x < 3 || (y !== undefined && (!Number.isInteger(y) || y < 3))) throw gcmd.error(`bed_mesh: invalid probe_count '${count}'`)
      params.x_count = x
      params.y_count = y ?? x
    }
    const hmz = gcmd.getFloat('HORIZONTAL_MOVE_Z', Number(this.settings.horizontal_move_z ?? 5))
    const speed = Number(this.settings.speed ?? 50)
    params = checkedAlgo(params)
    const profile = gcmd.get('PROFILE', 'default')
    // The grid in probing order: along a row, then back along the next one.
    const rows = probePoints(params)
    const order = rows.flatMap((row, j) => (j % 2 ? [...row.keys()].reverse() : [...row.keys()]).map((i) => ({ i, j, at: row[i] })))
    const finish = (heights: number[], by: GcodeCommand) => {
      const probed: number[][] = rows.map(() => [])
      order.forEach(({ i, j }, n) => (probed[j][i] = Math.round(heights[n] * 1e6) / 1e6))
      this.activate(profile, probed, params)
      this.saveProfile(profile)
      by.respondInfo('Mesh Bed Leveling Complete')
      by.respondInfo(`Bed mesh saved to profile [${profile}] for this session. Run SAVE_CONFIG to keep it and restart.`)
    }
    this.active = undefined
    if (!probe || gcmd.get('METHOD', 'automatic').toLowerCase() === 'manual') {
      const run = { points: order.map((p) => p.at), horizontalMoveZ: hmz, speed, finish }
      await probeManually({ toolhead: th, manualProbe: this.deps.manualProbe }, gcmd, run)
      return
    }
    if (this.deps.manualProbe.active) throw gcmd.error('Already in a manual Z probe. Use ABORT to abort it.')
    await th.manualMove([undefined, undefined, hmz], probe.liftSpeed)
    const heights: number[] = []
    for (const { at: [px, py] } of order) {
      await th.manualMove([px - probe.xOffset, py - probe.yOffset], speed)
      const z = probe.zOffset + bedSurface(px, py, this.deps.bedSize, (this.deps.rand() - 0.5) * 0.004)
      await th.manualMove([undefined, undefined, z], probe.speed)
      await th.manualMove([undefined, undefined, hmz], probe.liftSpeed)
      await this.deps.waitMoves()
      gcmd.respondInfo(`probe at ${px.toFixed(3)},${py.toFixed(3)} is z=${z.toFixed(6)}`)
      heights.push(z - probe.zOffset)
    }
    finish(heights, gcmd)
  }

  saveProfile(name: string): void {
    const a = this.active
    if (!a) throw new Error(`Unable to save to profile [${name}], the bed has not been probed`)
    // The active mesh keeps its name: Klipper stores a copy under the new one.
    this.profiles[name] = { points: a.probed.map((r) => [...r]), mesh_params: { ...a.params } }
    const section = `bed_mesh ${name}`
    const p = a.params
    const put = (k: string, v: string) => this.deps.pending.set(section, k, v)
    // Klipper's option order and number formats (Python's str of a float keeps one decimal for whole numbers).
    put('version', '1')
    put('points', a.probed.map((r) => '\n  ' + r.map((v) => v.toFixed(6)).join(', ')).join(''))
    put('min_x', pyFloat(p.min_x))
    put('max_x', pyFloat(p.max_x))
    put('min_y', pyFloat(p.min_y))
    put('max_y', pyFloat(p.max_y))
    put('x_count', String(p.x_count))
    put('y_count', String(p.y_count))
    put('mesh_x_pps', String(p.mesh_x_pps))
    put('mesh_y_pps', String(p.mesh_y_pps))
    put('algo', p.algo)
    put('tension', pyFloat(p.tension))
  }

  private profileCmd(gcmd: GcodeCommand): void {
    const load = gcmd.get('LOAD')
    const save = gcmd.get('SAVE')
    const remove = gcmd.get('REMOVE')
    if (load !== undefined) {
      const p = this.profiles[load]
      if (!p) throw gcmd.error(`bed_mesh: Unknown profile [${load}]`)
      this.activate(load, p.points, p.mesh_params)
    } else if (save !== undefined) {
      if (!this.active) throw gcmd.error(`Unable to save to profile [${save}], the bed has not been probed`)
      this.saveProfile(save)
      gcmd.respondInfo(`Bed mesh saved to profile [${save}] for this session. Run SAVE_CONFIG to keep it and restart.`)
    } else if (remove !== undefined) {
      if (!this.profiles[remove]) {
        gcmd.respondInfo(`No profile named [${remove}] to remove`)
        return
      }
      delete this.profiles[remove]
      this.deps.pending.removeSection(`bed_mesh ${remove}`)
      gcmd.respondInfo(`Profile [${remove}] removed for this session. Run SAVE_CONFIG to make it permanent and restart.`)
    } else {
      // Klipper answers a bare BED_MESH_PROFILE with an info line, not an error.
      gcmd.respondInfo(`Invalid syntax '${gcmd.commandLine}'`)
    }
  }

  register(gcode: GcodeDispatcher): void {
    gcode.register('BED_MESH_CALIBRATE', (c) => this.calibrate(c), 'Probe the bed and build a mesh')
    gcode.register('BED_MESH_CLEAR', () => void (this.active = undefined), 'Drop the active mesh so no Z compensation applies')
    gcode.register('BED_MESH_PROFILE', (c) => this.profileCmd(c), 'Save, load or remove bed mesh profiles')
    gcode.register(
      'BED_MESH_OUTPUT',
      (c) => {
        if (!this.active) throw c.error('Bed has not been probed')
        c.respondInfo(['Probed points:', ...this.active.probed.map((r) => r.map((v) => v.toFixed(6)).join(' '))].join('\n'))
      },
      'Print the probed points of the active mesh',
    )
    gcode.register(
      'BED_MESH_MAP',
      (c) => {
        if (!this.active) throw c.error('Bed has not been probed')
        const p = this.active.params
        c.respondRaw(`mesh_map_output ${JSON.stringify({ mesh_min: [p.min_x, p.min_y], mesh_max: [p.max_x, p.max_y], z_positions: this.active.probed })}`)
      },
      'Print the active mesh as JSON',
    )
    gcode.register(
      'BED_MESH_OFFSET',
      (c) => {
        if (!this.active) {
          c.respondInfo('No mesh loaded to offset')
          return
        }
        this.offsets = [c.getFloat('X', this.offsets[0]), c.getFloat('Y', this.offsets[1])]
        this.zFade = c.getFloat('ZFADE', this.zFade)
      },
      'Shift where the active mesh applies (a tool with an offset)',
    )
  }

  getStatus(): Status {
    const a = this.active
    return {
      profile_name: a?.name ?? '',
      mesh_min: a ? [a.params.min_x, a.params.min_y] : [0, 0],
      mesh_max: a ? [a.params.max_x, a.params.max_y] : [0, 0],
      probed_matrix: a ? a.probed.map((r) => [...r]) : [[]],
      mesh_matrix: a ? a.mesh.map((r) => [...r]) : [[]],
      profiles: Object.fromEntries(Object.entries(this.profiles).map(([k, p]) => [k, { points: p.points.map((r) => [...r]), mesh_params: { ...p.mesh_params } }])),
    }
  }
}
