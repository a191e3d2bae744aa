/** The line that opens Klipper's SAVE_CONFIG block: everything generated goes above it. */
const AUTOSAVE_HEADER = /^#\*# <-+ SAVE_CONFIG -+>/m

/** One macro of a printer that keeps its whole life in printer.cfg: a probe walk of point `n`. */
function benchMacro(n: number): string {
  const x = 20 + ((n * 37) % 190)
  const y = 20 + ((n * 53) % 190)
  return `# Point ${n} of the probe walk: homes if needed, moves there and reports.
[gcode_macro BENCH_POINT_${n}]
description: Move to probe point ${n} and report its position
variable_visits: 0
gcode:
  {% set speed = params.SPEED|default(150)|float %}
  {% if printer.toolhead.homed_axes != "xyz" %}
    G28
  {% endif %}
  SAVE_GCODE_STATE NAME=point_${n}
  G90
  G1 Z5 F600
  G1 X${x} Y${y} F{speed * 60}
  M400
  SET_GCODE_VARIABLE MACRO=BENCH_POINT_${n} VARIABLE=visits VALUE={printer["gcode_macro BENCH_POINT_${n}"].visits + 1}
  RESTORE_GCODE_STATE NAME=point_${n}
  RESPOND MSG="Point ${n}: X${x} Y${y}"
`
}

/**
 * A printer.cfg of at least `lines` lines: `base` (a working printer.cfg) with macros added, the rest
 * above its SAVE_CONFIG block and the first one before its first section with a misspelt option
 * (`descripton`): the lint then has one thing to mark where the editor opens, as a config being edited
 * usually has.
 */
export function bigPrinterCfg(base: string, lines: number): string {
  const cut = base.search(AUTOSAVE_HEADER)
  const body = cut < 0 ? base : base.slice(0, cut)
  const tail = cut < 0 ? '' : base.slice(cut)
  const firstSection = Math.max(0, body.search(/^\[/m))
  const count = (text: string) => text.split('\n').length
  const first = benchMacro(1).replace('description:', 'descripton:')
  const macros: string[] = []
  let total = count(body) + count(tail) + count(first)
  for (let n = 2; total < lines; n++) {
    macros.push(benchMacro(n))
    total += count(macros[macros.length - 1])
  }
  return `${body.slice(0, firstSection)}${first}\n${body.slice(firstSection).trimEnd()}\n\n${macros.join('\n')}\n${tail}`
}
