/**
 * G28, including the safe_z_home behaviour: lift first, home X/Y, move the probe over the
 * bed, home Z, lift again.
 */
import type { GcodeCommand } from '../gcode/command'
import type { GcodeMove } from './gcode-move'
import { AXES, type Axis, type Toolhead } from './toolhead'
import type { Settings } from './types'

async function homeAxes(axes: Axis[], toolhead: Toolhead, gcodeMove: GcodeMove): Promise<void> {
  for (const a of axes) await toolhead.homeAxis(a)
  gcodeMove.afterHoming(axes.map((a) => AXES.indexOf(a)))
}

function requested(gcmd: GcodeCommand): Axis[] {
  const axes = AXES.filter((a) => gcmd.has(a.toUpperCase()))
  return axes.length ? axes : [...AXES]
}

export async function cmdG28(gcmd: GcodeCommand, toolhead: Toolhead, gcodeMove: GcodeMove, safeZ?: Settings): Promise<void> {
  const axes = requested(gcmd)
  if (!safeZ) {
    await homeAxes(axes, toolhead, gcodeMove)
    return
  }
  const zHop = Number(safeZ.z_hop ?? 0)
  const zHopSpeed = Number(safeZ.z_hop_speed ?? 15)
  if (zHop !== 0) {
    if (!toolhead.homed.has('z')) {
      // Z position unknown: call it zero, lift, then forget it again.
      const pos = [...toolhead.position] as typeof toolhead.position
      pos[2] = 0
      toolhead.setPosition(pos, ['z'])
      await toolhead.manualMove([undefined, undefined, zHop], zHopSpeed)
      await toolhead.waitMoves()
      toolhead.homed.delete('z')
    } else if (toolhead.position[2] < zHop) {
      await toolhead.manualMove([undefined, undefined, zHop], zHopSpeed)
    }
  }
  const xy = axes.filter((a) => a !== 'z')
  if (xy.length) await homeAxes(xy, toolhead, gcodeMove)
  if (!axes.includes('z')) return
  if (!toolhead.homed.has('x') || !toolhead.homed.has('y')) throw gcmd.error('Must home X and Y axes first')
  const prev = [...toolhead.position]
  const [hx, hy] = (safeZ.home_xy_position as number[]) ?? [0, 0]
  await toolhead.manualMove([hx, hy], Number(safeZ.speed ?? 50))
  await homeAxes(['z'], toolhead, gcodeMove)
  if (zHop && toolhead.position[2] < zHop) await toolhead.manualMove([undefined, undefined, zHop], zHopSpeed)
  if (safeZ.move_to_previous) await toolhead.manualMove([prev[0], prev[1]], Number(safeZ.speed ?? 50))
  gcodeMove.resetLastPosition()
}
