import { useEffect, useRef } from 'react'
import { nextFrameDelay, smoothFps } from '../../../lib/cameras/adaptive'
import { freshUrl, type PlayerProps } from './types'

/**
 * Adaptive MJPEG (SPEC §4): one snapshot per frame at the camera's target FPS, its idle target while
 * the window has no focus. Nothing is requested while inactive.
 */
export default function AdaptiveMjpeg({ camera, snapshotUrl, url, active, style, onFps, onError }: PlayerProps) {
  const img = useRef<HTMLImageElement>(null)
  const source = snapshotUrl || url
  const target = useRef({ fps: camera.target_fps, idle: camera.target_fps_idle })
  target.current = { fps: camera.target_fps, idle: camera.target_fps_idle }
  const onFpsRef = useRef(onFps)
  onFpsRef.current = onFps
  const onErrorRef = useRef(onError)
  onErrorRef.current = onError

  useEffect(() => {
    const el = img.current
    if (!el || !active) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let requestedAt = 0
    let lastLoad = 0
    let frames = 0
    let fps = 0
    let n = 0
    let stopped = false
    const request = () => {
      if (stopped) return
      requestedAt = performance.now()
      el.src = freshUrl(source, ++n)
    }
    const onLoad = () => {
      if (stopped) return
      const now = performance.now()
      if (lastLoad) {
        fps = smoothFps(fps, now - lastLoad, frames++)
        onFpsRef.current?.(fps)
      }
      lastLoad = now
      const clock = { targetFps: target.current.fps, idleFps: target.current.idle, focused: document.hasFocus() }
      timer = setTimeout(request, nextFrameDelay(clock, requestedAt, now))
    }
    const onFail = () => {
      if (stopped) return
      onErrorRef.current?.()
      // A camera that is restarting: try again in a second rather than hammering it.
      timer = setTimeout(request, 1000)
    }
    el.addEventListener('load', onLoad)
    el.addEventListener('error', onFail)
    request()
    return () => {
      stopped = true
      clearTimeout(timer)
      el.removeEventListener('load', onLoad)
      el.removeEventListener('error', onFail)
      el.src = ''
    }
  }, [active, source])

  return <img ref={img} alt={camera.name} data-testid="camera-adaptive" style={style} />
}
