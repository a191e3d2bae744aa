import { describe, expect, it } from 'vitest'
import { configFromFiles, configListing, runningConfig } from './running-config'

const files: Record<string, string> = {
  'printer.cfg': '[include macros/*.cfg]\n[printer]\nkinematics: cartesian\nmax_velocity: 300 # fast\n\n#*# <---------------------- SAVE_CONFIG ---------------------->\n#*# [printer]\n#*# max_accel = 3000\n',
  'macros/a.cfg': '[gcode_macro A]\ngcode:\n  G28\n\n  M117 a\n',
  'macros/b.cfg': '[printer]\nmax_velocity: 200\n',
}
const read = async (path: string) => files[path]

describe('the config since Klipper started', () => {
  it('reads the files as Klipper would: includes in place and in order, later values winning, SAVE_CONFIG last', async () => {
    const config = await configFromFiles(read, Object.keys(files))
    expect(config).toEqual({
      'gcode_macro A': { gcode: 'G28\nM117 a' },
      printer: { max_velocity: '300', kinematics: 'cartesian', max_accel: '3000' },
    })
  })

  it('compares alike with what Klipper reports (raw values with their leading newline and indentation)', async () => {
    const reported = runningConfig({ 'gcode_macro A': { gcode: '\nG28\n\nM117 a' }, printer: { max_velocity: '300', kinematics: 'cartesian', max_accel: '3000' } })
    expect(configListing(reported)).toBe(configListing(await configFromFiles(read, Object.keys(files))))
    expect(configListing(reported)).toContain('[gcode_macro A]\ngcode: G28\n  M117 a')
  })
})
