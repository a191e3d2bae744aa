/**
 * Probing a list of points by hand, as Klipper does for BED_MESH_CALIBRATE (and the other commands
 * that probe points) on a printer without a probe, or with METHOD=manual: the command answers at once;
 * each point lifts the nozzle to the travel height, moves over the point and opens a manual_probe
 * session; ACCEPT stores the height and goes on to the next point, ABORT ends the whole run quietly.
 * After the last point the caller gets the accepted heights, in probing order.
 */
import { GcodeCommand } from '../gcode/command'
import type { ManualProbe } from './manual-probe'
import type { Toolhead } from './toolhead'

export interface ManualPoints {
  toolhead: Toolhead
  manualProbe: ManualProbe
}

export interface ManualRun {
  /** Nozzle positions to probe, in order. */
  points: readonly (readonly [number, number])[]
  /** The travel height between points (HORIZONTAL_MOVE_Z). */
  horizontalMoveZ: number
  /** The travel speed, also used to lift between points. */
  speed: number
  /** Gets the accepted heights once every point has one. */
  finish(heights: number[], gcmd: GcodeCommand): void | Promise<void>
}

/** A command with no parameters, as Klipper gives each point's session (so SPEED is the default 5). */
function blank(gcmd: GcodeCommand): GcodeCommand {
  return new GcodeCommand('', {}, '', '', { info: (m) => gcmd.respondInfo(m), raw: (m) => gcmd.respondRaw(m) })
}

export async function probeManually(d: ManualPoints, gcmd: GcodeCommand, run: ManualRun): Promise<void> {
  if (d.manualProbe.active) throw gcmd.error('Already in a manual Z probe. Use ABORT to abort it.')
  const heights: number[] = []
  const next = async (cmd: GcodeCommand): Promise<void> => {
    await d.toolhead.manualMove([undefined, undefined, run.horizontalMoveZ], run.speed)
    if (heights.length >= run.points.length) {
      await run.finish(heights, cmd)
      return
    }
    const [x, y] = run.points[heights.length]
    await d.toolhead.manualMove([x, y], run.speed)
    d.manualProbe.start(blank(cmd), (z, by) => {
      if (z === undefined) return
      heights.push(z)
      return next(by)
    })
  }
  await next(gcmd)
}
