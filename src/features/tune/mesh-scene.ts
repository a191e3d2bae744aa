/**
 * The three.js scene of the 3D mesh chart: a coloured surface inside a box with a base grid. It renders
 * only when something changed (data, options, camera), never in a loop, so an idle chart costs nothing.
 */
import {
  BufferAttribute,
  BufferGeometry,
  Color,
  DoubleSide,
  EdgesGeometry,
  BoxGeometry,
  GridHelper,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Raycaster,
  Scene,
  Vector2,
  WebGLRenderer,
} from 'three'
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js'
import { meshColor } from '../../lib/bed-mesh/colors'

export interface SurfaceData {
  matrix: number[][]
  min: [number, number]
  max: [number, number]
  zRange: [number, number]
  colorRange: [number, number]
  /** Height of the box relative to its footprint's longer side: 1–2 (×0.25). */
  boxScale: number
  wireframe: boolean
  flat: boolean
  dark: boolean
}

export interface HoverPoint {
  x: number
  y: number
  z: number
  /** Pointer position inside the canvas, px. */
  left: number
  top: number
}

const FOOTPRINT = 2

function createRenderer(): WebGLRenderer {
  const renderer = new WebGLRenderer({ antialias: true, alpha: true, powerPreference: 'low-power' })
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2))
  return renderer
}

/**
 * Renderers kept for the next chart. A WebGL context and its compiled shaders cost hundreds of
 * milliseconds with software GL (a Pi, a VM): /tune warms one while no mesh is loaded, so a mesh that
 * arrives is drawn at once, and switching views or profiles reuses them. A warm renderer keeps the
 * scene it compiled its shaders with until a chart has drawn with it.
 */
const spare: { renderer: WebGLRenderer; warm: MeshScene | null }[] = []
const SPARE_MAX = 2

/** Prepares a renderer with the chart's shaders compiled, unless one is ready. */
export function warmUpMeshRenderer(): void {
  if (spare.length > 0) return
  const scene = new MeshScene()
  scene.update({ matrix: [[0, 0.1], [0.1, 0]], min: [0, 0], max: [1, 1], zRange: [-0.1, 0.2], colorRange: [-0.1, 0.1], boxScale: 1, wireframe: true, flat: false, dark: true })
  spare.push({ renderer: scene.release(), warm: scene })
}

export class MeshScene {
  private readonly renderer: WebGLRenderer
  private warm: MeshScene | null = null
  private readonly scene = new Scene()
  private readonly camera = new PerspectiveCamera(40, 1, 0.01, 100)
  private readonly controls: OrbitControls
  private readonly raycaster = new Raycaster()
  private surface?: Mesh
  private wire?: LineSegments
  private box?: LineSegments
  private grid?: GridHelper
  private data?: SurfaceData
  private frame = 0

  /** The chart's canvas: the caller puts it in the page. */
  readonly canvas: HTMLCanvasElement

  constructor(private readonly onRendered?: () => void) {
    const kept = spare.pop()
    this.renderer = kept?.renderer ?? createRenderer()
    this.warm = kept?.warm ?? null
    this.canvas = this.renderer.domElement
    this.camera.up.set(0, 0, 1)
    this.camera.position.set(2.6, -3.2, 2.2)
    this.controls = new OrbitControls(this.camera, this.canvas)
    this.controls.enableDamping = false
    this.controls.minDistance = 1.2
    this.controls.maxDistance = 12
    this.controls.addEventListener('change', () => this.requestRender())
  }

  setSize(width: number, height: number): void {
    if (width <= 0 || height <= 0) return
    this.renderer.setSize(width, height, false)
    this.camera.aspect = width / height
    this.camera.updateProjectionMatrix()
    this.requestRender()
  }

  /** Rebuilds the surface for new data or options and draws once. */
  update(data: SurfaceData): void {
    this.data = data
    this.disposeObjects()
    const rows = data.matrix.length
    const cols = data.matrix[0]?.length ?? 0
    const spanX = Math.max(1e-6, data.max[0] - data.min[0])
    const spanY = Math.max(1e-6, data.max[1] - data.min[1])
    const longer = Math.max(spanX, spanY)
    const w = (FOOTPRINT * spanX) / longer
    const d = (FOOTPRINT * spanY) / longer
    const h = 0.25 * FOOTPRINT * data.boxScale
    const [zLo, zHi] = data.zRange
    const zOf = (v: number) => (data.flat ? -h / 2 : -h / 2 + ((v - zLo) / (zHi - zLo)) * h)

    const lineColor = new Color(data.dark ? 0x8a8f98 : 0x6b7280)
    this.box = new LineSegments(new EdgesGeometry(new BoxGeometry(w, d, h)), new LineBasicMaterial({ color: lineColor, transparent: true, opacity: 0.5 }))
    this.scene.add(this.box)
    this.grid = new GridHelper(1, 10, lineColor, lineColor)
    this.grid.rotation.x = Math.PI / 2
    this.grid.scale.set(w, 1, d)
    this.grid.position.z = -h / 2
    const gridMaterial = this.grid.material
    if (!Array.isArray(gridMaterial)) {
      gridMaterial.transparent = true
      gridMaterial.opacity = 0.25
    }
    this.scene.add(this.grid)

    if (rows >= 1 && cols >= 1) {
      const positions = new Float32Array(rows * cols * 3)
      const colors = new Float32Array(rows * cols * 3)
      for (let j = 0; j < rows; j++) {
        for (let i = 0; i < cols; i++) {
          const k = (j * cols + i) * 3
          const v = data.matrix[j][i]
          positions[k] = cols > 1 ? -w / 2 + (w * i) / (cols - 1) : 0
          positions[k + 1] = rows > 1 ? -d / 2 + (d * j) / (rows - 1) : 0
          positions[k + 2] = zOf(v)
          const [r, g, b] = meshColor(v, data.colorRange[0], data.colorRange[1])
          colors[k] = r
          colors[k + 1] = g
          colors[k + 2] = b
        }
      }
      const index: number[] = []
      const lines: number[] = []
      for (let j = 0; j < rows; j++) {
        for (let i = 0; i < cols; i++) {
          const a = j * cols + i
          if (i < cols - 1) lines.push(a, a + 1)
          if (j < rows - 1) lines.push(a, a + cols)
          if (i < cols - 1 && j < rows - 1) index.push(a, a + 1, a + cols + 1, a, a + cols + 1, a + cols)
        }
      }
      const geometry = new BufferGeometry()
      geometry.setAttribute('position', new BufferAttribute(positions, 3))
      geometry.setAttribute('color', new BufferAttribute(colors, 3))
      geometry.setIndex(index)
      this.surface = new Mesh(geometry, new MeshBasicMaterial({ vertexColors: true, side: DoubleSide, transparent: data.wireframe, opacity: data.wireframe ? 0.35 : 1 }))
      this.scene.add(this.surface)
      if (data.wireframe) {
        const wireGeometry = new BufferGeometry()
        wireGeometry.setAttribute('position', new BufferAttribute(positions, 3))
        wireGeometry.setAttribute('color', new BufferAttribute(colors, 3))
        wireGeometry.setIndex(lines)
        this.wire = new LineSegments(wireGeometry, new LineBasicMaterial({ vertexColors: true }))
        this.scene.add(this.wire)
      }
    }
    this.renderNow()
  }

  /** The mesh point nearest the pointer on the surface, or undefined when it is off the surface. */
  pick(clientX: number, clientY: number): HoverPoint | undefined {
    const data = this.data
    if (!this.surface || !data) return undefined
    const rect = this.canvas.getBoundingClientRect()
    const ndc = new Vector2(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1)
    this.raycaster.setFromCamera(ndc, this.camera)
    const hit = this.raycaster.intersectObject(this.surface, false)[0]
    if (!hit?.face) return undefined
    const rows = data.matrix.length
    const cols = data.matrix[0].length
    // Of the hit triangle's corners, the one closest to the hit point.
    const pos = this.surface.geometry.getAttribute('position')
    let best = hit.face.a
    let bestDistance = Infinity
    for (const v of [hit.face.a, hit.face.b, hit.face.c]) {
      const dx = pos.getX(v) - hit.point.x
      const dy = pos.getY(v) - hit.point.y
      const distance = dx * dx + dy * dy
      if (distance < bestDistance) {
        bestDistance = distance
        best = v
      }
    }
    const i = best % cols
    const j = Math.floor(best / cols)
    const x = cols > 1 ? data.min[0] + ((data.max[0] - data.min[0]) * i) / (cols - 1) : data.min[0]
    const y = rows > 1 ? data.min[1] + ((data.max[1] - data.min[1]) * j) / (rows - 1) : data.min[1]
    return { x, y, z: data.matrix[j][i], left: clientX - rect.left, top: clientY - rect.top }
  }

  requestRender(): void {
    if (this.frame) return
    this.frame = requestAnimationFrame(() => {
      this.frame = 0
      this.renderNow()
    })
  }

  private renderNow(): void {
    this.renderer.render(this.scene, this.camera)
    // Drawn with its own materials: the warm scene's shaders are in use, its objects can go.
    this.warm?.disposeObjects()
    this.warm = null
    this.onRendered?.()
  }

  disposeObjects(): void {
    for (const obj of [this.surface, this.wire, this.box, this.grid]) {
      if (!obj) continue
      this.scene.remove(obj)
      obj.geometry.dispose()
      const material = obj.material
      for (const m of Array.isArray(material) ? material : [material]) m.dispose()
    }
    this.surface = this.wire = this.box = undefined
    this.grid = undefined
  }

  /** Ends this chart and hands its renderer on (its objects stay, keeping their shaders compiled). */
  release(): WebGLRenderer {
    cancelAnimationFrame(this.frame)
    this.controls.dispose()
    return this.renderer
  }

  /** Ends this chart; its renderer is kept for the next one. */
  dispose(): void {
    const renderer = this.release()
    this.disposeObjects()
    this.warm?.disposeObjects()
    this.warm = null
    this.canvas.remove()
    if (spare.length < SPARE_MAX) spare.push({ renderer, warm: null })
    else renderer.dispose()
  }
}
