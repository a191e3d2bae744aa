/**
 * The Z probe (PROBE, QUERY_PROBE, PROBE_ACCURACY, Z_OFFSET_APPLY_PROBE); Z_OFFSET_APPLY_ENDSTOP,
 * for printers with a physical Z endstop, lives with manual_probe as in Klipper.
 */
import type { GcodeCommand } from '../gcode/command'
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { PendingConfig, ProbeInfo } from './bed-mesh'
import type { GcodeMove } from './gcode-move'
import { bedSurface } from './mesh-math'
import type { Toolhead } from './toolhead'
import { round, type Status, type StatusObject } from './types'

export class Probe implements StatusObject {
  lastQuery = false
  lastZResult = 0
  lastProbePosition: number[] = [0, 0, 0]

  constructor(
    readonly info: ProbeInfo,
    private readonly deps: { toolhead: Toolhead; gcodeMove: GcodeMove; pending: PendingConfig; bedSize: [number, number]; rand: () => number },
  ) {}

  private async probeOnce(gcmd: GcodeCommand): Promise<number> {
    const th = this.deps.toolhead
    if (!th.homed.has('z')) throw gcmd.error('Must home before probe')
    const speed = gcmd.getFloat('PROBE_SPEED', this.info.speed, { above: 0 })
    const [x, y] = th.position
    const px = x + this.info.xOffset
    const py = y + this.info.yOffset
    const z = this.info.zOffset + bedSurface(px, py, this.deps.bedSize, (this.deps.rand() - 0.5) * 0.004)
    if (th.position[2] < z) throw gcmd.error('Probe triggered prior to movement')
    await th.manualMove([undefined, undefined, z], speed)
    await th.waitMoves()
    gcmd.respondInfo(`probe at ${px.toFixed(3)},${py.toFixed(3)} is z=${z.toFixed(6)}`)
    this.lastZResult = round(z, 6)
    this.lastProbePosition = [round(px, 3), round(py, 3), round(z, 6)]
    return z
  }

  private async accuracy(gcmd: GcodeCommand): Promise<void> {
    const samples = gcmd.getInt('SAMPLES', 10, { minval: 1 })
    const retract = gcmd.getFloat('SAMPLE_RETRACT_DIST', 2, { above: 0 })
    const th = this.deps.toolhead
    const results: number[] = []
    for (let k = 0; k < samples; k++) {
      const z = await this.probeOnce(gcmd)
      results.push(z)
      await th.manualMove([undefined, undefined, z + retract], this.info.liftSpeed)
    }
    const max = Math.max(...results)
    const min = Math.min(...results)
    const avg = results.reduce((a, b) => a + b, 0) / results.length
    const sorted = [...results].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]
    const sigma = Math.sqrt(results.reduce((a, b) => a + (b - avg) ** 2, 0) / results.length)
    gcmd.respondInfo(
      `probe accuracy results: maximum ${max.toFixed(6)}, minimum ${min.toFixed(6)}, range ${(max - min).toFixed(6)}, ` +
        `average ${avg.toFixed(6)}, median ${median.toFixed(6)}, standard deviation ${sigma.toFixed(6)}`,
    )
  }

  private applyOffset(gcmd: GcodeCommand): void {
    const offset = this.deps.gcodeMove.homingPosition[2]
    if (offset === 0) {
      gcmd.respondInfo('Nothing to do: Z Offset is 0')
      return
    }
    const next = this.info.zOffset - offset
    gcmd.respondInfo(`probe: z_offset: ${next.toFixed(3)}\nSAVE_CONFIG will write this to printer.cfg and restart the printer.`)
    this.deps.pending.set('probe', 'z_offset', next.toFixed(3))
  }

  register(gcode: GcodeDispatcher): void {
    gcode.register('PROBE', async (c) => void (await this.probeOnce(c)), 'Probe the bed height at the current XY position')
    gcode.register(
      'QUERY_PROBE',
      (c) => {
        this.lastQuery = false
        c.respondInfo('probe: open')
      },
      'Report whether the probe is triggered',
    )
    gcode.register('PROBE_ACCURACY', (c) => this.accuracy(c), 'Probe repeatedly and report the spread of the results')
    gcode.register('Z_OFFSET_APPLY_PROBE', (c) => this.applyOffset(c), "Fold the current Z offset into the probe's z_offset")
  }

  getStatus(): Status {
    return {
      name: 'probe',
      last_query: this.lastQuery,
      last_z_result: this.lastZResult,
      last_probe_position: [...this.lastProbePosition],
    }
  }
}
