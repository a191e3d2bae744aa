import { SegmentedControl } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as THREE from 'three'
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js'
import type { PreviewModel } from '../../lib/gcode-preview/chunked-model'
import { segmentBudget, type ColorMode } from '../../lib/gcode-preview/segments'
import { buildPreviewSegments, type PreviewStatus } from '../../state/gcode-preview'
import type { Palette } from './render2d'

interface Scene {
  renderer: THREE.WebGLRenderer
  scene: THREE.Scene
  camera: THREE.PerspectiveCamera
  controls: OrbitControls
  lines: THREE.LineSegments | null
  layerEnd: Uint32Array | null
  /** Segments this renderer turns smoothly (far fewer without a GPU). */
  budget: number
  render(): void
  dispose(): void
}

function rendererName(renderer: THREE.WebGLRenderer): string {
  const gl = renderer.getContext()
  const info = gl.getExtension('WEBGL_debug_renderer_info')
  return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '')
}

function createScene(host: HTMLElement, background: string): Scene {
  const renderer = new THREE.WebGLRenderer({ antialias: false, powerPreference: 'high-performance' })
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 1.5))
  renderer.setSize(host.clientWidth, host.clientHeight)
  renderer.domElement.style.display = 'block'
  renderer.domElement.dataset.testid = 'gcode-preview-3d-canvas'
  host.appendChild(renderer.domElement)
  const scene = new THREE.Scene()
  scene.background = new THREE.Color(background)
  const camera = new THREE.PerspectiveCamera(40, host.clientWidth / Math.max(1, host.clientHeight), 1, 10000)
  // G-code coordinates as they are: Z up.
  camera.up.set(0, 0, 1)
  const controls = new OrbitControls(camera, renderer.domElement)
  controls.enableDamping = false
  // Render on demand, at most once a frame: a still view costs nothing, a drag never queues frames.
  let pending = 0
  const s: Scene = {
    renderer,
    scene,
    camera,
    controls,
    lines: null,
    layerEnd: null,
    budget: segmentBudget(rendererName(renderer)),
    render: () => {
      pending ||= requestAnimationFrame(() => {
        pending = 0
        renderer.render(scene, camera)
      })
    },
    dispose: () => cancelAnimationFrame(pending),
  }
  controls.addEventListener('change', () => s.render())
  return s
}

function frame(s: Scene, m: PreviewModel): void {
  const b = m.bounds
  if (!Number.isFinite(b.minX)) return
  const center = new THREE.Vector3((b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2, (b.minZ + b.maxZ) / 2)
  const radius = Math.max(b.maxX - b.minX, b.maxY - b.minY, b.maxZ - b.minZ, 10)
  s.camera.position.set(center.x + radius * 0.9, center.y - radius * 1.3, center.z + radius * 0.9)
  s.camera.near = radius / 100
  s.camera.far = radius * 20
  s.camera.updateProjectionMatrix()
  s.controls.target.copy(center)
  s.controls.update()
}

export interface Viewer3DProps {
  model: PreviewModel | null
  version: number
  layer: number
  status: PreviewStatus
  palette: Palette
}

/** The 3D view of the parsed file: extrusions as coloured lines in one draw call, cut at the current layer. */
export default function Viewer3D({ model, layer, status, palette }: Viewer3DProps) {
  const { t } = useTranslation('gcodePreview')
  const hostRef = useRef<HTMLDivElement>(null)
  const sceneRef = useRef<Scene | null>(null)
  const [colorMode, setColorMode] = useState<ColorMode>('feature')
  const [built, setBuilt] = useState(0)

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    const s = createScene(host, palette.background)
    sceneRef.current = s
    const ro = new ResizeObserver(() => {
      s.renderer.setSize(host.clientWidth, host.clientHeight)
      s.camera.aspect = host.clientWidth / Math.max(1, host.clientHeight)
      s.camera.updateProjectionMatrix()
      s.render()
    })
    ro.observe(host)
    return () => {
      ro.disconnect()
      s.dispose()
      s.controls.dispose()
      s.lines?.geometry.dispose()
      ;(s.lines?.material as THREE.Material | undefined)?.dispose()
      s.renderer.dispose()
      s.renderer.domElement.remove()
      sceneRef.current = null
    }
  }, [palette.background])

  // Build once the file is parsed: the worker makes the vertex data, the page only wraps it.
  useEffect(() => {
    const s = sceneRef.current
    if (!s || !model || status !== 'loaded') return
    let cancelled = false
    const started = performance.now()
    void buildPreviewSegments(colorMode, s.budget).then((segs) => {
      if (cancelled || !segs || sceneRef.current !== s) return
      const geometry = new THREE.BufferGeometry()
      geometry.setAttribute('position', new THREE.BufferAttribute(segs.positions, 3))
      geometry.setAttribute('color', new THREE.BufferAttribute(segs.colors, 3, true))
      const material = new THREE.LineBasicMaterial({ vertexColors: true })
      if (s.lines) {
        s.scene.remove(s.lines)
        s.lines.geometry.dispose()
        ;(s.lines.material as THREE.Material).dispose()
      }
      const lines = new THREE.LineSegments(geometry, material)
      lines.frustumCulled = false
      s.scene.add(lines)
      s.lines = lines
      s.layerEnd = segs.layerEnd
      frame(s, model)
      s.render()
      performance.mark('gcode-preview:3d-built', { detail: { ms: performance.now() - started, vertices: segs.vertices } })
      setBuilt((n) => n + 1)
    })
    return () => {
      cancelled = true
    }
  }, [model, status, colorMode, palette.background])

  // The layer slider cuts the model at the current layer's height.
  useEffect(() => {
    const s = sceneRef.current
    if (!s?.lines || !s.layerEnd || s.layerEnd.length === 0) return
    const end = s.layerEnd[Math.min(layer, s.layerEnd.length - 1)]
    s.lines.geometry.setDrawRange(0, end)
    s.render()
  }, [layer, built])

  return (
    <div style={{ position: 'relative', width: '100%', height: '100%' }}>
      <div ref={hostRef} style={{ width: '100%', height: '100%', touchAction: 'none' }} data-testid="gcode-preview-3d" data-built={built} />
      <SegmentedControl
        size="xs"
        value={colorMode}
        onChange={(v) => setColorMode(v === 'layer' ? 'layer' : 'feature')}
        data={[
          { value: 'feature', label: t('color.feature') },
          { value: 'layer', label: t('color.layer') },
        ]}
        style={{ position: 'absolute', bottom: 8, left: 8 }}
      />
    </div>
  )
}
