import type { Point, Prism } from './thumbnail'

/** One printable object on the plate: its cross-section at any height and a thumbnail model. */
export interface PlateObject {
  /** Label for EXCLUDE_OBJECT, in PrusaSlicer's '<file>_id_<n>_copy_<m>' style. */
  name: string
  center: Point
  height: number
  /** Counter-clockwise convex outline of the layer printed at height z. */
  section(z: number): Point[]
  /** Prisms approximating the shape, for the thumbnail. */
  model: Prism[]
  /** Single-wall spiral-vase style: one perimeter, no infill above the base. */
  vase?: boolean
}

/** A sliced plate: the objects and the slicer settings that produce a file. */
export interface Plate {
  /** File name without the layer/material/time suffix the slicer appends. */
  baseName: string
  /** Folder inside the gcodes root, '' for the top level. */
  folder: string
  objects: PlateObject[]
  layerHeight: number
  firstLayerHeight: number
  filamentType: string
  filamentName: string
  /** #RRGGBB, also the thumbnail colour. */
  colour: string
  density: number
  bedTemp: number
  extruderTemp: number
  infillDensity: number
  /** The date the slicer stamps into the header. */
  slicedAt: string
}

const BED_CENTER: Point = [117.5, 117.5]

function rect(cx: number, cy: number, w: number, d: number): Point[] {
  return [
    [cx - w / 2, cy - d / 2],
    [cx + w / 2, cy - d / 2],
    [cx + w / 2, cy + d / 2],
    [cx - w / 2, cy + d / 2],
  ]
}

function circle(cx: number, cy: number, r: number, segments: number): Point[] {
  return Array.from({ length: segments }, (_, i) => {
    const a = (i / segments) * 2 * Math.PI
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as Point
  })
}

function block(name: string, center: Point, w: number, d: number, h: number): PlateObject {
  const outline = rect(center[0], center[1], w, d)
  return { name, center, height: h, section: () => outline, model: [{ outline, z0: 0, z1: h }] }
}

/** A little boat: a pointed hull, a cabin on the deck and a funnel on the cabin. */
function boat(name: string, center: Point): PlateObject {
  const [cx, cy] = center
  const hullShape: Point[] = [
    [-12, -6], [-11, -7], [6, -7], [11, -4.5], [14, 0], [11, 4.5], [6, 7], [-11, 7], [-12, 6],
  ]
  const hull = hullShape.map(([x, y]) => [cx + x, cy + y] as Point)
  const cabin = rect(cx - 3.5, cy, 11, 10)
  const funnel = rect(cx - 6, cy, 3.2, 3.2)
  return {
    name,
    center,
    height: 22,
    section: (z) => (z <= 8 ? hull : z <= 16 ? cabin : funnel),
    model: [
      { outline: hull, z0: 0, z1: 8 },
      { outline: cabin, z0: 8, z1: 16 },
      { outline: funnel, z0: 16, z1: 22 },
    ],
  }
}

/** A tall vase whose radius swells and narrows with height. */
function vase(name: string, center: Point, height: number): PlateObject {
  const radius = (z: number): number => 26 + 7 * Math.sin((z / height) * Math.PI * 1.4)
  const bands = 12
  const model: Prism[] = Array.from({ length: bands }, (_, i) => {
    const z0 = (i / bands) * height
    const z1 = ((i + 1) / bands) * height
    return { outline: circle(center[0], center[1], radius((z0 + z1) / 2), 40), z0, z1 }
  })
  return { name, center, height, section: (z) => circle(center[0], center[1], radius(z), 72), model, vase: true }
}

const common = {
  filamentType: 'PLA',
  density: 1.24,
  bedTemp: 60,
  extruderTemp: 210,
  layerHeight: 0.2,
  firstLayerHeight: 0.2,
  infillDensity: 0.15,
}

/** The plates the sim ships with on a fresh data folder. */
export function seedPlates(): Plate[] {
  const [cx, cy] = BED_CENTER
  return [
    {
      ...common,
      baseName: 'calibration_cube_20mm',
      folder: 'calibration',
      objects: [block('calibration_cube_20mm.stl_id_0_copy_0', BED_CENTER, 20, 20, 20)],
      filamentName: 'Generic PLA Orange',
      colour: '#F07A1E',
      infillDensity: 0.2,
      slicedAt: '2024-05-18 at 09:12:40 UTC',
    },
    {
      ...common,
      baseName: 'boat_x4',
      folder: '',
      objects: [
        boat('boat.stl_id_0_copy_0', [cx - 24, cy - 22]),
        boat('boat.stl_id_0_copy_1', [cx + 24, cy - 22]),
        boat('boat.stl_id_0_copy_2', [cx - 24, cy + 22]),
        boat('boat.stl_id_0_copy_3', [cx + 24, cy + 22]),
      ],
      filamentName: 'Generic PLA Teal',
      colour: '#29B2B2',
      slicedAt: '2024-05-19 at 17:45:03 UTC',
    },
    {
      ...common,
      baseName: 'tall_vase',
      folder: '',
      objects: [vase('tall_vase.stl_id_0_copy_0', BED_CENTER, 120)],
      layerHeight: 0.3,
      firstLayerHeight: 0.3,
      filamentName: 'Generic PLA Silk Red',
      colour: '#C8452C',
      infillDensity: 0,
      slicedAt: '2024-05-20 at 20:03:27 UTC',
    },
    {
      ...common,
      baseName: 'quick_test_square',
      folder: '',
      objects: [block('quick_test_square.stl_id_0_copy_0', BED_CENTER, 15, 15, 2)],
      filamentName: 'Generic PLA White',
      colour: '#D8D8D8',
      slicedAt: '2024-05-21 at 08:30:55 UTC',
    },
  ]
}
