/** Helpers for the simulated Klipper's tests: a throw-away data folder and polling waits. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createKlippy } from './klippy'
import type { Klippy, PrintEnded } from './types'

export interface TestPrinter {
  klippy: Klippy
  dir: string
  configPath: string
  gcodesDir: string
  responses: string[]
  ended: PrintEnded[]
  layers: number[]
}

export async function startPrinter(opts: { timeScale?: number; config?: string } = {}): Promise<TestPrinter> {
  const dir = mkdtempSync(join(tmpdir(), 'sim-klippy-'))
  const configPath = join(dir, 'config', 'printer.cfg')
  const gcodesDir = join(dir, 'gcodes')
  mkdirSync(gcodesDir, { recursive: true })
  if (opts.config !== undefined) {
    mkdirSync(join(dir, 'config'), { recursive: true })
    writeFileSync(configPath, opts.config)
  }
  const klippy = createKlippy({ configPath, gcodesDir, timeScale: opts.timeScale ?? 1000, log: () => {} })
  const t: TestPrinter = { klippy, dir, configPath, gcodesDir, responses: [], ended: [], layers: [] }
  klippy.on('gcode_response', (l) => t.responses.push(l))
  klippy.on('print_ended', (e) => t.ended.push(e))
  klippy.on('layer_changed', (l) => t.layers.push(l))
  await klippy.start()
  return t
}

export async function waitFor(cond: () => boolean, timeoutMs = 10000, what = 'condition'): Promise<void> {
  const start = Date.now()
  while (!cond()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 5))
  }
}

/** One field of one object, read through the public query. */
export function field<T = unknown>(k: Klippy, object: string, name: string): T {
  return k.query({ [object]: [name] }).status[object]?.[name] as T
}

/**
 * A small two-object print: heat, home, then `layers` layers of two squares (A near the
 * front left, B at the back right, B extruding twice as much per layer).
 */
export function squaresGcode(layers: number, size = 20): string {
  const out = [
    '; generated for tests',
    'EXCLUDE_OBJECT_DEFINE NAME=square_a CENTER=60,60 POLYGON=[[50,50],[70,50],[70,70],[50,70]]',
    'EXCLUDE_OBJECT_DEFINE NAME=square_b CENTER=160,160 POLYGON=[[150,150],[170,150],[170,170],[150,170]]',
    `SET_PRINT_STATS_INFO TOTAL_LAYER=${layers}`,
    'M140 S60',
    'M104 S200',
    'G28',
    'M190 S60',
    'M109 S200',
    'G90',
    'M83',
  ]
  const square = (x: number, y: number, e: number) => [
    `G1 X${x} Y${y} F6000`,
    `G1 X${x + size} Y${y} E${e} F1800`,
    `G1 X${x + size} Y${y + size} E${e} F1800`,
    `G1 X${x} Y${y + size} E${e} F1800`,
    `G1 X${x} Y${y} E${e} F1800`,
  ]
  for (let l = 1; l <= layers; l++) {
    out.push(';LAYER_CHANGE', `;Z:${(0.2 * l).toFixed(1)}`, `SET_PRINT_STATS_INFO CURRENT_LAYER=${l}`, `G1 Z${(0.2 * l).toFixed(2)} F600`)
    out.push('EXCLUDE_OBJECT_START NAME=square_a', ...square(50, 50, 1), 'EXCLUDE_OBJECT_END NAME=square_a')
    out.push('EXCLUDE_OBJECT_START NAME=square_b', ...square(150, 150, 2), 'EXCLUDE_OBJECT_END NAME=square_b')
  }
  out.push('G1 Z20 F600', 'M104 S0', 'M140 S0', '; end')
  return out.join('\n') + '\n'
}

export function writeGcode(t: TestPrinter, name: string, text: string): void {
  writeFileSync(join(t.gcodesDir, name), text)
}

/** A printer with a Z endstop switch and no probe, like the reference stack's. */
export const ENDSTOP_CFG = `
[mcu]
serial: /dev/null
[printer]
kinematics: cartesian
max_velocity: 300
max_accel: 3000
[stepper_x]
step_pin: PA0
dir_pin: PA1
endstop_pin: PA2
rotation_distance: 40
microsteps: 16
position_endstop: 0
position_max: 200
[stepper_y]
step_pin: PB0
dir_pin: PB1
endstop_pin: PB2
rotation_distance: 40
microsteps: 16
position_endstop: 0
position_max: 200
[stepper_z]
step_pin: PC0
dir_pin: PC1
endstop_pin: PC2
rotation_distance: 8
microsteps: 16
position_endstop: 0.5
position_max: 200
`
