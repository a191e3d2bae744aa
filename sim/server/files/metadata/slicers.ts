import {
  configNumber,
  configValue,
  findLine,
  findMax,
  findMin,
  findNumber,
  firstCommandOffset,
  lastCommandEnd,
  numbersIn,
  parseDuration,
} from './gcode-text'
import { END_BYTES, latin1ToUtf8, type FileEnds } from './read-ends'

/** The metadata fields a slicer's comments can give; absent fields are left out, as Moonraker does. */
export interface SlicerFields {
  slicer: string
  slicer_version?: string
  gcode_start_byte?: number
  gcode_end_byte?: number
  object_height?: number
  estimated_time?: number
  nozzle_diameter?: number
  layer_height?: number
  first_layer_height?: number
  first_layer_extr_temp?: number
  first_layer_bed_temp?: number
  chamber_temp?: number
  filament_name?: string
  filament_type?: string
  filament_total?: number
  filament_weight_total?: number
  layer_count?: number
  filament_colors?: string[]
  extruder_colors?: string[]
  filament_temps?: number[]
  filament_weights?: number[]
  referenced_tools?: number[]
  mmu_print?: number
  printer_model?: string
}

/** The two ends of a file as the parsers see them. */
interface Text {
  /** Start of the file: header comments, start G-code, first layers. */
  head: string
  /** End of the file: end G-code, statistics, the config block. Equal to the whole file when small. */
  foot: string
}

type Parsed = Omit<SlicerFields, 'slicer' | 'slicer_version' | 'gcode_start_byte' | 'gcode_end_byte'>

interface SlicerFamily {
  /** Returns [name, version] when the header says this slicer wrote the file. */
  identify(head: string): [string, string] | undefined
  parse(text: Text): Parsed
}

const round = (n: number | undefined, digits = 6): number | undefined =>
  n === undefined ? undefined : Number(n.toFixed(digits))

/** PrusaSlicer and the slicers forked from it keep the same '; key = value' footer. */
const prusaFamily: SlicerFamily = {
  identify(head) {
    const names = ['PrusaSlicer', 'SuperSlicer', 'OrcaSlicer', 'QIDISlicer']
    for (const name of names) {
      const m = new RegExp(`${name}\\s(\\S+)\\son\\s`).exec(head)
      if (m) return [name, m[1]]
    }
    const bambu = /BambuStudio[^ \n]*\s(\S+)/.exec(head)
    return bambu ? ['BambuStudio', bambu[1]] : undefined
  },
  parse({ head, foot }) {
    const layerHeight = configNumber(foot, 'layer_height')
    let firstLayer: number | undefined
    const firstRaw = configValue(foot, 'first_layer_height') ?? configValue(foot, 'initial_layer_print_height')
    if (firstRaw !== undefined) {
      const n = numbersIn(firstRaw)[0]
      firstLayer = firstRaw.trim().endsWith('%') ? (layerHeight !== undefined ? (n / 100) * layerHeight : undefined) : n
    }
    const weightTotal =
      findNumber(foot, '^;\\s*total filament used \\[g\\]\\s*=\\s*#') ?? sumOf(findLine(foot, '^;\\s*filament used \\[g\\]\\s*=\\s*'))
    const timeLine =
      findLine(foot, '^;\\s*estimated printing time \\(normal mode\\)\\s*=\\s*') ??
      findLine(foot, '^;\\s*estimated printing time[^=\\n]*=\\s*') ??
      findLine(head, '^;.*total estimated time:\\s*')
    const weights = configValue(foot, 'filament used \\[g\\]')
    return {
      // Lists Moonraker always reports for this family, empty when the footer lacks them.
      filament_colors: listAfter(foot, 'filament_colour'),
      extruder_colors: listAfter(foot, 'extruder_colour'),
      filament_temps: intsOf(listAfter(foot, '(?:nozzle_)?temperature')),
      referenced_tools: intsOf(listAfter(foot, 'referenced_tools')),
      filament_weights: weights === undefined || !numbersIn(weights).length ? undefined : numbersIn(weights),
      mmu_print: findNumber(foot, ';\\ssingle_extruder_multi_material\\s=\\s#'),
      printer_model: textValue(firstMatch(foot, /; printer_model = (.*)/)),
      layer_height: layerHeight,
      first_layer_height: round(firstLayer),
      first_layer_extr_temp:
        configNumber(foot, 'first_layer_temperature') ?? configNumber(foot, 'nozzle_temperature_initial_layer'),
      first_layer_bed_temp:
        configNumber(foot, 'first_layer_bed_temperature') ?? configNumber(foot, 'hot_plate_temp_initial_layer'),
      chamber_temp: configNumber(foot, 'chamber_temperature'),
      nozzle_diameter: configNumber(foot, 'nozzle_diameter'),
      filament_type: textValue(configValue(foot, 'filament_type')),
      filament_name: textValue(configValue(foot, 'filament_settings_id')),
      filament_total: round(sumOf(findLine(foot, '^;\\s*filament used \\[mm\\]\\s*=\\s*')), 2),
      filament_weight_total: round(weightTotal, 2),
      estimated_time: timeLine === undefined ? undefined : parseDuration(timeLine.split(';')[0]),
      layer_count:
        findNumber(foot, '^;\\s*total layers count\\s*=\\s*#') ?? findNumber(head, '^;\\s*total layer number:\\s*#'),
      object_height:
        findNumber(head, '^;\\s*max_z_height:\\s*#') ??
        findMax(foot, '^;Z:#') ??
        findMax(foot, '^;BEFORE_LAYER_CHANGE\\n(?:.*\\n)?;#') ??
        findMax(foot, '^G1\\s+Z#\\s'),
    }
  },
}

const cura: SlicerFamily = {
  identify(head) {
    const m = /Cura_SteamEngine\s(\S+)/.exec(head)
    return m ? ['Cura', m[1]] : undefined
  },
  parse({ head }) {
    const metres = sumOf(findLine(head, '^;Filament used:\\s*'))
    const weights = findLine(head, '^;Filament weight\\s*=\\s*')
    return {
      estimated_time: findNumber(head, '^;TIME:#'),
      layer_height: findNumber(head, '^;Layer height:\\s*#'),
      first_layer_height: findNumber(head, '^;MINZ:#'),
      object_height: findNumber(head, '^;MAXZ:#'),
      layer_count: findNumber(head, '^;LAYER_COUNT:#'),
      filament_total: metres === undefined ? undefined : round(metres * 1000, 2),
      filament_weight_total: round(sumOf(weights), 2),
      filament_type: textValue(findLine(head, '^;Filament type\\s*=\\s*')),
      filament_name: textValue(findLine(head, '^;Filament name\\s*=\\s*')),
      nozzle_diameter:
        findNumber(head, '^;Nozzle diameter\\s*=\\s*#') ?? findNumber(head, '^;EXTRUDER_TRAIN\\.0\\.NOZZLE\\.DIAMETER:#'),
      first_layer_extr_temp: findNumber(head, '^M109 S#') ?? findNumber(head, '^M104 S#'),
      first_layer_bed_temp: findNumber(head, '^M190 S#') ?? findNumber(head, '^M140 S#'),
      chamber_temp: findNumber(head, '^M191 S#'),
    }
  },
}

/** Files from a slicer we do not know: only what plain G-code tells (a 'G1 Z…' move, temperatures it waits for). */
function parseUnknown({ head, foot }: Text): Parsed {
  return {
    first_layer_height: findMin(head, 'G1\\sZ#\\s'),
    object_height: findMax(foot, 'G1\\sZ#\\s'),
    first_layer_extr_temp: findNumber(head, '^M109 S#'),
    first_layer_bed_temp: findNumber(head, '^M190 S#'),
    chamber_temp: findNumber(head, '^M191 S#'),
  }
}

function firstMatch(text: string, re: RegExp): string | undefined {
  return re.exec(text)?.[1]
}

/** The values after '; key = ', split at commas and semicolons, quoted values kept whole. */
function listAfter(text: string, key: string): string[] {
  const raw = firstMatch(text, new RegExp(`;\\s${key}\\s=\\s(.*)`))
  if (!raw) return []
  const out: string[] = []
  for (const m of raw.matchAll(/\s*"((?:\\"|[^"])*)"\s*|[^,;]+/g)) {
    const value = (m[1] !== undefined ? m[1].replace(/\\"/g, '"') : m[0]).trim()
    if (value) out.push(value)
  }
  return out
}

/** Whole numbers, or nothing when one of them is not (as Moonraker's int() would fail). */
function intsOf(values: string[]): number[] | undefined {
  if (values.some((v) => !/^[+-]?\d+$/.test(v.trim()))) return undefined
  return values.map((v) => parseInt(v, 10))
}

function sumOf(line: string | undefined): number | undefined {
  if (line === undefined) return undefined
  const values = numbersIn(line.replace(/^\[|\]$/g, ''))
  return values.length ? values.reduce((a, b) => a + b, 0) : undefined
}

function textValue(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const text = latin1ToUtf8(value).trim()
  return text === '' ? undefined : text
}

const FAMILIES = [prusaFamily, cura]

/** Reads the slicer's own comments from the two ends of a G-code file. */
export function parseSlicerFields(ends: FileEnds): SlicerFields {
  // When the file fits in twice the read window the two reads are contiguous: use it whole.
  const foot = ends.size <= 2 * END_BYTES ? ends.head + ends.tail : ends.tail
  const text: Text = { head: ends.head, foot }
  const banner = ends.head.slice(0, 64 * 1024)

  let fields: SlicerFields = { slicer: 'Unknown', slicer_version: '?' }
  let parsed: Parsed | undefined
  for (const family of FAMILIES) {
    const id = family.identify(banner)
    if (id) {
      fields = { slicer: id[0], slicer_version: id[1] }
      parsed = family.parse(text)
      break
    }
  }
  parsed ??= parseUnknown(text)

  const start = firstCommandOffset(ends.head)
  const endInFoot = lastCommandEnd(foot)
  const footOffset = ends.size - foot.length
  const result: SlicerFields = {
    ...fields,
    gcode_start_byte: start,
    gcode_end_byte: endInFoot === undefined ? undefined : footOffset + endInFoot,
    ...parsed,
  }
  // layer_count only when the slicer wrote it: Moonraker never estimates it.
  return dropUndefined(result)
}

function dropUndefined<T extends object>(obj: T): T {
  for (const key of Object.keys(obj) as (keyof T)[]) if (obj[key] === undefined) delete obj[key]
  return obj
}
