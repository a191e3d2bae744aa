import { PNG } from 'pngjs'

/**
 * A PrusaSlicer-style job of a chosen length, for the printing and long-print scenarios: two square
 * parts printed layer by layer (perimeters and zig-zag infill), with exclude-object labels, layer
 * comments, M73 progress, thumbnails and the statistics footer a slicer writes. The estimated time
 * is the sum of every move's distance / feed rate, which is how the virtual printer times moves.
 */
export interface SlicedJobOptions {
  /** Printing time the job should take at time scale 1, in seconds. */
  targetSeconds: number
  /**
   * Seconds at the start whose layers travel without extruding while the heaters warm up, so a
   * print at time scale 1 moves at once instead of waiting a minute for temperature.
   */
  dryStartSeconds?: number
  layerHeight?: number
}

export interface SlicedJob {
  text: string
  estimatedSeconds: number
  layers: number
  filamentMm: number
}

const PRINT_FEED = 2100 // mm/min, 35 mm/s perimeters and infill
const TRAVEL_FEED = 9000
const Z_FEED = 600
const LINE_WIDTH = 0.45
const FILAMENT_AREA = Math.PI * (1.75 / 2) ** 2
const PARTS = [
  { name: 'part_left', cx: 90, cy: 117.5, size: 30 },
  { name: 'part_right', cx: 145, cy: 117.5, size: 30 },
]

/** Tracks position and time as moves are written, so the estimate matches the moves exactly. */
class Toolpath {
  lines: string[] = []
  x = 0
  y = 0
  z = 0
  seconds = 0
  filament = 0
  extrude = true

  move(x: number, y: number, feed: number, extrudeHeight = 0): void {
    const dist = Math.hypot(x - this.x, y - this.y)
    if (dist === 0) return
    let cmd = `G1 X${x.toFixed(3)} Y${y.toFixed(3)}`
    if (extrudeHeight > 0 && this.extrude) {
      const e = (dist * LINE_WIDTH * extrudeHeight) / FILAMENT_AREA
      this.filament += e
      cmd += ` E${e.toFixed(5)}`
    }
    this.lines.push(`${cmd} F${feed}`)
    this.seconds += dist / (feed / 60)
    this.x = x
    this.y = y
  }

  lift(z: number): void {
    this.seconds += Math.abs(z - this.z) / (Z_FEED / 60)
    this.z = z
    this.lines.push(`G1 Z${z.toFixed(3)} F${Z_FEED}`)
  }
}

function square(cx: number, cy: number, half: number): [number, number][] {
  return [
    [cx - half, cy - half],
    [cx + half, cy - half],
    [cx + half, cy + half],
    [cx - half, cy + half],
    [cx - half, cy - half],
  ]
}

function printLayer(path: Toolpath, layer: number, height: number): void {
  for (const part of PARTS) {
    path.lines.push(`EXCLUDE_OBJECT_START NAME=${part.name}`)
    for (const inset of [0, LINE_WIDTH]) {
      const corners = square(part.cx, part.cy, part.size / 2 - inset)
      path.move(corners[0][0], corners[0][1], TRAVEL_FEED)
      path.lines.push(';TYPE:Perimeter')
      for (const [x, y] of corners.slice(1)) path.move(x, y, PRINT_FEED, height)
    }
    path.lines.push(';TYPE:Solid infill')
    const half = part.size / 2 - 2 * LINE_WIDTH
    const spacing = 3
    const lanes = Math.floor((2 * half) / spacing)
    // Alternate the infill direction per layer, as a slicer does.
    const alongX = layer % 2 === 0
    for (let i = 0; i <= lanes; i++) {
      const offset = -half + i * spacing
      const from = i % 2 === 0 ? -half : half
      const [x0, y0, x1, y1] = alongX
        ? [part.cx + from, part.cy + offset, part.cx - from, part.cy + offset]
        : [part.cx + offset, part.cy + from, part.cx + offset, part.cy - from]
      if (i === 0) path.move(x0, y0, TRAVEL_FEED)
      else path.move(x0, y0, PRINT_FEED, height)
      path.move(x1, y1, PRINT_FEED, height)
    }
    path.lines.push(`EXCLUDE_OBJECT_END NAME=${part.name}`)
  }
}

function thumbnail(width: number, height: number): string {
  const png = new PNG({ width, height })
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      const inPart = y > height * 0.35 && y < height * 0.75 && ((x > width * 0.1 && x < width * 0.45) || (x > width * 0.55 && x < width * 0.9))
      const shade = inPart ? 200 - Math.round((60 * y) / height) : 0
      png.data[i] = inPart ? 240 : 0
      png.data[i + 1] = inPart ? shade - 60 : 0
      png.data[i + 2] = inPart ? 40 : 0
      png.data[i + 3] = inPart ? 255 : 0
    }
  }
  const b64 = PNG.sync.write(png).toString('base64')
  const rows = b64.match(/.{1,78}/g) ?? []
  return [`; thumbnail begin ${width}x${height} ${b64.length}`, ...rows.map((r) => `; ${r}`), '; thumbnail end', ';'].join('\n')
}

function hms(seconds: number): string {
  const s = Math.round(seconds)
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  return h > 0 ? `${h}h ${m}m ${s % 60}s` : `${m}m ${s % 60}s`
}

/** Time one layer takes, to size the job before writing it. */
function layerSeconds(height: number): number {
  const probe = new Toolpath()
  probe.x = PARTS[0].cx
  probe.y = PARTS[0].cy
  printLayer(probe, 1, height)
  return probe.seconds + height / (Z_FEED / 60)
}

export function generateSlicedJob(opts: SlicedJobOptions): SlicedJob {
  const height = opts.layerHeight ?? 0.2
  const dryUntil = opts.dryStartSeconds ?? 0
  const layers = Math.max(2, Math.round(opts.targetSeconds / layerSeconds(height)))
  const path = new Toolpath()
  path.lines.push(
    'M73 P0 R' + Math.round(opts.targetSeconds / 60),
    'M140 S60',
    'M104 S210',
    'G28',
    'G90',
    'M83',
    ...PARTS.map((p) => {
      const h = p.size / 2
      const poly = square(p.cx, p.cy, h).map(([x, y]) => `[${x.toFixed(3)},${y.toFixed(3)}]`).join(',')
      return `EXCLUDE_OBJECT_DEFINE NAME=${p.name} CENTER=${p.cx.toFixed(3)},${p.cy.toFixed(3)} POLYGON=[${poly}]`
    }),
  )
  path.extrude = dryUntil <= 0
  if (path.extrude) path.lines.push('M190 S60', 'M109 S210')
  let total = 0
  for (let layer = 1; layer <= layers; layer++) {
    if (!path.extrude && path.seconds >= dryUntil) {
      // Heaters had the dry layers to warm up; from here on the print extrudes.
      path.extrude = true
      path.lines.push('M190 S60', 'M109 S210')
    }
    const z = layer * height
    path.lines.push(';LAYER_CHANGE', `;Z:${z.toFixed(2)}`, `;HEIGHT:${height}`, `SET_PRINT_STATS_INFO CURRENT_LAYER=${layer}`)
    path.lift(z)
    printLayer(path, layer, height)
    const progress = Math.floor((layer / layers) * 100)
    path.lines.push(`M73 P${progress} R${Math.max(0, Math.round((opts.targetSeconds - path.seconds) / 60))}`)
    total = path.seconds
  }
  const filamentMm = path.filament
  const grams = (filamentMm * FILAMENT_AREA * 1.24) / 1000
  const header = [
    `; generated by PrusaSlicer 2.6.1+linux-x64-GTK3 on ${new Date(0).toISOString().slice(0, 10)} at 00:00:00 UTC`,
    '',
    ';',
    thumbnail(32, 32),
    thumbnail(300, 300),
    '',
    `; external perimeters extrusion width = ${LINE_WIDTH}mm`,
    `SET_PRINT_STATS_INFO TOTAL_LAYER=${layers}`,
  ]
  const footer = [
    'M104 S0',
    'M140 S0',
    'M107',
    'G1 X10 Y200 F9000',
    'M84',
    'M73 P100 R0',
    '',
    `; filament used [mm] = ${filamentMm.toFixed(2)}`,
    `; filament used [cm3] = ${((filamentMm * FILAMENT_AREA) / 1000).toFixed(2)}`,
    `; filament used [g] = ${grams.toFixed(2)}`,
    `; total filament used [g] = ${grams.toFixed(2)}`,
    `; total layers count = ${layers}`,
    `; estimated printing time (normal mode) = ${hms(total)}`,
    '',
    '; prusaslicer_config = begin',
    '; filament_settings_id = "Generic PLA"',
    '; filament_type = PLA',
    '; first_layer_bed_temperature = 60',
    `; first_layer_height = ${height}`,
    '; first_layer_temperature = 210',
    `; layer_height = ${height}`,
    '; nozzle_diameter = 0.4',
    '; prusaslicer_config = end',
    '',
  ]
  const text = [...header, ...path.lines, ...footer].join('\n')
  return { text, estimatedSeconds: total, layers, filamentMm }
}
