import { describe, expect, it } from 'vitest'
import { Template } from './template'
import { parsePythonLiteral } from './literal'
import type { LazyMapping } from './values'

function render(src: string, ctx: Record<string, unknown> = {}): string {
  return new Template(src).render(ctx)
}

const printer: LazyMapping = {
  lazy: true,
  get: (k) =>
    ({
      toolhead: { homed_axes: 'xy', position: [10, 20, 5, 0], axis_maximum: [235, 235, 250, 0] },
      'gcode_macro M600': { extr_temp: 215 },
      extruder: { temperature: 190.5, target: 200, can_extrude: true },
    })[k],
  has: (k) => ['toolhead', 'gcode_macro M600', 'extruder'].includes(k),
  keys: () => ['toolhead', 'gcode_macro M600', 'extruder'],
}

describe('Template', () => {
  it('substitutes params with default and conversion filters', () => {
    const src = '{% set t = params.TEMP|default(220)|float %}M109 S{t}\nG1 E{params.LENGTH|default(50)|int} F{ 5 * 60 }'
    expect(render(src, { params: { TEMP: '230' } })).toBe('M109 S230\nG1 E50 F300')
    expect(render(src, { params: {} })).toBe('M109 S220\nG1 E50 F300')
  })

  it('reads printer objects, coordinates and bracket lookups', () => {
    const src = 'X{printer.toolhead.position.x} Z{printer.toolhead.axis_maximum.z} T{printer["gcode_macro M600"].extr_temp}'
    expect(render(src, { printer })).toBe('X10 Z250 T215')
  })

  it('handles if / elif / else with in, not in and comparisons', () => {
    const src = `{% if 'z' not in printer.toolhead.homed_axes %}HOME{% elif printer.extruder.temperature > 180 %}HOT{% else %}COLD{% endif %}`
    expect(render(src, { printer })).toBe('HOME')
    expect(render('{% if 1 < 2 < 3 and not false %}ok{% endif %}')).toBe('ok')
  })

  it('loops with tuples, loop variables and scoped sets', () => {
    const src = '{% set n = 0 %}{% for x, y in [(1, 2), (3, 4)] %}{loop.index}:{x + y} {% set n = 5 %}{% endfor %}n={n}'
    expect(render(src)).toBe('1:3 2:7 n=0')
    expect(render('{% set ns = namespace(c=0) %}{% for i in range(3) %}{% set ns.c = ns.c + i %}{% endfor %}{ns.c}')).toBe('3')
  })

  it('formats with python % and filters', () => {
    expect(render('{"%.1f" % 3.14159} {"%s/%s" % (1, "a")} {"%03d" % 7}')).toBe('3.1 1/a 007')
    expect(render('{[3, 1, 2]|max} {[3, 1, 2]|min} {(-2.5)|abs} {2.345|round(2)} {"a,b"|replace(",", ";")}')).toBe('3 1 2.5 2.35 a;b')
    expect(render('{["a", "b"]|join(",")} {"Hi"|lower} {[1,2]|length} {7 // 2} {7 % 3} {2 ** 3} {7 / 2}')).toBe('a,b hi 2 3 1 8 3.5')
    expect(render('{ "x" ~ 1 } { true } { none } { params.X }', { params: {} })).toBe('x1 True None ')
  })

  it('supports whitespace control and comments', () => {
    expect(render('A\n  {%- if true -%}\n  B\n{%- endif %}\n{# note #}C')).toBe('AB\nC')
  })

  it('calls methods and actions', () => {
    const said: string[] = []
    const src = '{action_respond_info("hi " ~ "there")}{ "a b".split()|length }{ {"k": 1}.get("k") }{ "ABC".lower() }'
    expect(render(src, { action_respond_info: (m: string) => (said.push(m), '') })).toBe('21abc')
    expect(said).toEqual(['hi there'])
  })

  it('rejects bad syntax when compiling', () => {
    expect(() => new Template('{% if x %}no end')).toThrow(/endif/)
    expect(() => new Template('{ 1 + }')).toThrow()
    expect(() => new Template('{% frobnicate %}')).toThrow(/unknown tag/)
  })

  it('tests defined/undefined and divisibility', () => {
    expect(render('{params.X is defined}|{params.Y is not defined}|{4 is divisibleby 2}', { params: { X: '1' } })).toBe('True|True|True')
  })
})

describe('parsePythonLiteral', () => {
  it('parses numbers, strings, lists and dicts', () => {
    expect(parsePythonLiteral('0')).toBe(0)
    expect(parsePythonLiteral('-1.5')).toBe(-1.5)
    expect(parsePythonLiteral("'abc'")).toBe('abc')
    expect(parsePythonLiteral('[1, "a", None, True]')).toEqual([1, 'a', null, true])
    expect(parsePythonLiteral("{'a': (1, 2)}")).toEqual({ a: [1, 2] })
  })
  it('rejects non-literals', () => {
    expect(() => parsePythonLiteral('abc')).toThrow()
    expect(() => parsePythonLiteral('true')).toThrow()
    expect(() => parsePythonLiteral('1 + 2')).toThrow()
  })
})
