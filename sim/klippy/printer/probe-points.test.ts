import { afterEach, describe, expect, it } from 'vitest'
import { ENDSTOP_CFG, field, startPrinter, type TestPrinter } from '../test-support'

let printer: TestPrinter | undefined
afterEach(() => {
  printer?.klippy.stop()
  printer = undefined
})

/** The reference stack's kind of printer: a Z endstop switch, no probe, and a bed mesh. */
const NO_PROBE_MESH = `${ENDSTOP_CFG}
[bed_mesh]
speed: 120
horizontal_move_z: 5
mesh_min: 10, 10
mesh_max: 190, 190
probe_count: 3, 3
`

const START = ['// Starting manual Z probe. Use TESTZ to adjust position.\n// Finish with ACCEPT or ABORT command.', '// Z position: ?????? --> 5.000 <-- ??????']
type Mesh = { profile_name: string; probed_matrix: number[][] }

describe('BED_MESH_CALIBRATE without a probe', () => {
  it('opens a paper test at the first point and answers at once', async () => {
    printer = await startPrinter({ config: NO_PROBE_MESH })
    const k = printer.klippy
    await k.runGcode('G28')
    await k.runGcode('BED_MESH_CALIBRATE')
    expect(printer.responses.slice(-2)).toEqual(START)
    expect(field(k, 'manual_probe', 'is_active')).toBe(true)
    expect(field<number[]>(k, 'toolhead', 'position').slice(0, 3)).toEqual([10, 10, 5])
    await expect(k.runGcode('BED_MESH_CALIBRATE')).rejects.toThrow('Already in a manual Z probe. Use ABORT to abort it.')
    await k.runGcode('ABORT')
    expect(field(k, 'manual_probe', 'is_active')).toBe(false)
    expect(field<Mesh>(k, 'bed_mesh', 'profile_name')).toBe('')
  })

  it('fails the run when ACCEPT comes before Z went down', async () => {
    printer = await startPrinter({ config: NO_PROBE_MESH })
    const k = printer.klippy
    await k.runGcode('G28')
    await k.runGcode('BED_MESH_CALIBRATE')
    await k.runGcode('ACCEPT')
    expect(printer.responses.at(-1)).toBe('// Manual probe failed! Use TESTZ commands to position the\n// nozzle prior to running ACCEPT.')
    expect(field(k, 'manual_probe', 'is_active')).toBe(false)
  })

  it('walks the grid back and forth, one session per point, and builds the mesh from the accepted heights', async () => {
    printer = await startPrinter({ config: NO_PROBE_MESH })
    const k = printer.klippy
    await k.runGcode('G28')
    await k.runGcode('BED_MESH_CALIBRATE')
    const visited: number[][] = []
    for (let n = 1; n <= 9; n++) {
      visited.push(field<number[]>(k, 'toolhead', 'position').slice(0, 2))
      await k.runGcode(`TESTZ Z=-${(4.9 - n / 100).toFixed(2)}`)
      await k.runGcode('ACCEPT')
      if (n < 9) expect(printer.responses.slice(-2)).toEqual(START)
    }
    expect(visited).toEqual([[10, 10], [100, 10], [190, 10], [190, 100], [100, 100], [10, 100], [10, 190], [100, 190], [190, 190]])
    expect(printer.responses.at(-2)).toBe('// Mesh Bed Leveling Complete')
    expect(field(k, 'manual_probe', 'is_active')).toBe(false)
    const probed = field<number[][]>(k, 'bed_mesh', 'probed_matrix')
    expect(probed.map((r) => r.map((v) => v.toFixed(2)))).toEqual([['0.11', '0.12', '0.13'], ['0.16', '0.15', '0.14'], ['0.17', '0.18', '0.19']])
    expect(Object.keys(field<Record<string, unknown>>(k, 'configfile', 'save_config_pending_items'))).toEqual(['bed_mesh default'])
  })
})
