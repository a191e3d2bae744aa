/**
 * exclude_object: object definitions, the object being printed, and the move filter that
 * drops moves (and their extrusion) inside excluded objects.
 */
import type { GcodeCommand } from '../gcode/command'
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { MoveFilter } from './gcode-move'
import type { Status, StatusObject, Vec4 } from './types'

export interface ObjectDefinition {
  name: string
  center?: number[]
  polygon?: number[][]
  [extra: string]: unknown
}

export class ExcludeObject implements StatusObject, MoveFilter {
  objects: ObjectDefinition[] = []
  excluded: string[] = []
  current: string | null = null
  /** Extrusion skipped so far; the toolhead's E lags the G-code's E by this much. */
  private eOffset = 0
  private lastE?: number
  private skippedAt?: Vec4

  constructor(private readonly toolheadPosition: () => Vec4) {}

  reset(): void {
    this.objects = []
    this.excluded = []
    this.current = null
  }

  private get skipping(): boolean {
    return this.current !== null && this.excluded.includes(this.current)
  }

  filter(to: Vec4, _speed: number): boolean {
    const prevE = this.lastE ?? this.toolheadPosition()[3] + this.eOffset
    this.lastE = to[3]
    if (this.skipping) {
      this.eOffset += to[3] - prevE
      this.skippedAt = [...to]
      return true
    }
    this.skippedAt = undefined
    if (this.eOffset !== 0) to[3] -= this.eOffset
    return false
  }

  position(): Vec4 | undefined {
    if (this.skippedAt) return [...this.skippedAt]
    const p = [...this.toolheadPosition()] as Vec4
    p[3] += this.eOffset
    return p
  }

  private define(gcmd: GcodeCommand): void {
    if (gcmd.getInt('RESET', 0)) {
      this.reset()
      return
    }
    const rawName = gcmd.get('NAME')
    if (rawName === undefined) {
      if (gcmd.getInt('JSON', 0)) gcmd.respondInfo(`Known objects: ${JSON.stringify(this.objects)}`)
      else gcmd.respondInfo(`Known objects: ${this.objects.map((o) => o.name).join(', ')}`)
      return
    }
    const def: ObjectDefinition = { name: rawName.toUpperCase() }
    for (const [k, v] of Object.entries(gcmd.params)) {
      if (k === 'NAME') continue
      if (k === 'CENTER') def.center = v.split(',').map(Number)
      else if (k === 'POLYGON') {
        try {
          def.polygon = JSON.parse(v) as number[][]
        } catch {
          throw gcmd.error(`Unable to parse POLYGON '${v}'`)
        }
      } else def[k.toLowerCase()] = v
    }
    this.objects = [...this.objects.filter((o) => o.name !== def.name), def].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  }

  private start(gcmd: GcodeCommand): void {
    const name = gcmd.require('NAME').toUpperCase()
    if (!this.objects.some((o) => o.name === name)) {
      this.objects = [...this.objects, { name }].sort((a, b) => (a.name < b.name ? -1 : 1))
    }
    this.current = name
  }

  private end(gcmd: GcodeCommand): void {
    const name = gcmd.get('NAME')?.toUpperCase()
    if (this.current === null) gcmd.respondInfo('EXCLUDE_OBJECT_END called, but no object is currently active')
    else if (name !== undefined && name !== this.current) gcmd.respondInfo(`EXCLUDE_OBJECT_END NAME=${name} does not match the current object NAME=${this.current}`)
    this.current = null
  }

  private exclude(gcmd: GcodeCommand): void {
    const reset = gcmd.getInt('RESET', 0)
    const current = gcmd.getInt('CURRENT', 0)
    const name = gcmd.get('NAME')?.toUpperCase()
    if (reset) {
      this.excluded = name ? this.excluded.filter((n) => n !== name) : []
      return
    }
    if (name !== undefined || current) {
      const target = current ? this.current : name
      if (!target) throw gcmd.error('There is no current object to cancel')
      if (!this.excluded.includes(target)) {
        this.excluded = [...this.excluded, target]
        gcmd.respondInfo(`Excluding object ${target}`)
      }
      return
    }
    gcmd.respondInfo(`Excluded objects: ${this.excluded.join(' ')}`)
  }

  register(gcode: GcodeDispatcher): void {
    gcode.register('EXCLUDE_OBJECT_DEFINE', (c) => this.define(c), 'Describe an object that can be excluded')
    gcode.register('EXCLUDE_OBJECT_START', (c) => this.start(c), 'Mark the start of an object')
    gcode.register('EXCLUDE_OBJECT_END', (c) => this.end(c), 'Mark the end of an object')
    gcode.register('EXCLUDE_OBJECT', (c) => this.exclude(c), 'Stop printing an object')
  }

  getStatus(): Status {
    return {
      objects: this.objects.map((o) => ({ ...o })),
      excluded_objects: [...this.excluded],
      current_object: this.current,
    }
  }
}
