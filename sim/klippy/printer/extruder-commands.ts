/**
 * The extruder stepper's commands (Klipper's kinematics/extruder): SET_EXTRUDER_ROTATION_DISTANCE
 * and SYNC_EXTRUDER_MOTION, one entry per extruder keyed by EXTRUDER=.
 */
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { ExtruderObject } from './heaters'
import type { Toolhead } from './toolhead'

export function registerExtruderCommands(gcode: GcodeDispatcher, extruders: Map<string, ExtruderObject>, toolhead: Toolhead): void {
  for (const [name, ex] of extruders) {
    gcode.registerMux(
      'SET_EXTRUDER_ROTATION_DISTANCE',
      'EXTRUDER',
      name,
      async (c) => {
        const distance = c.getFloat('DISTANCE')
        if (distance !== undefined) {
          if (distance === 0) throw c.error('Rotation distance can not be zero')
          await toolhead.waitMoves()
          ex.rotationDistance = distance
        }
        c.respondInfo(`Extruder '${name}' rotation distance set to ${ex.rotationDistance.toFixed(6)}`)
      },
      "Change an extruder's rotation distance",
    )
    gcode.registerMux(
      'SYNC_EXTRUDER_MOTION',
      'EXTRUDER',
      name,
      async (c) => {
        const queue = c.require('MOTION_QUEUE')
        await toolhead.waitMoves()
        if (!queue) ex.motionQueue = null
        else if (!extruders.has(queue)) throw c.error(`'${queue}' is not a valid extruder.`)
        else ex.motionQueue = queue
        c.respondInfo(`Extruder '${name}' now syncing with '${queue}'`)
      },
      "Make an extruder's stepper follow another extruder's motion",
    )
  }
}
