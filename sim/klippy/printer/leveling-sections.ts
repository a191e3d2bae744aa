/** Builds the leveling objects whose config sections exist, and registers their commands. */
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { ProbeInfo } from './bed-mesh'
import type { SettingsMap } from './build'
import { BedScrews, GantryLeveling, ScrewsTiltAdjust } from './leveling'
import type { Toolhead } from './toolhead'
import type { StatusObject } from './types'

const NO_PROBE: ProbeInfo = { xOffset: 0, yOffset: 0, zOffset: 0, speed: 5, liftSpeed: 5 }

export function buildLeveling(s: SettingsMap, d: { toolhead: Toolhead; probe?: ProbeInfo; gcode: GcodeDispatcher }): [string, StatusObject][] {
  const deps = { toolhead: d.toolhead, probe: d.probe ?? NO_PROBE, bedSize: [d.toolhead.rails.x.max, d.toolhead.rails.y.max] as [number, number], rand: Math.random }
  const out: [string, StatusObject][] = []
  if (s.screws_tilt_adjust) {
    const o = new ScrewsTiltAdjust(s.screws_tilt_adjust, deps)
    o.register(d.gcode)
    out.push(['screws_tilt_adjust', o])
  }
  if (s.bed_screws) {
    const o = new BedScrews(s.bed_screws, d.toolhead)
    o.register(d.gcode)
    out.push(['bed_screws', o])
  }
  if (s.z_tilt) {
    const o = new GantryLeveling('Z_TILT_ADJUST', s.z_tilt, deps)
    o.register(d.gcode)
    out.push(['z_tilt', o])
  }
  if (s.quad_gantry_level) {
    const o = new GantryLeveling('QUAD_GANTRY_LEVEL', s.quad_gantry_level, deps)
    o.register(d.gcode)
    out.push(['quad_gantry_level', o])
  }
  return out
}
