import { useEffect, useRef } from 'react'
import type { PlayerProps } from './types'
import { useVideoFps } from './useVideoFps'

/** A stream the browser plays natively in <video> (ipstream). */
export default function IpStream({ camera, url, active, style, onFps, onError }: PlayerProps) {
  const video = useRef<HTMLVideoElement>(null)
  useVideoFps(video, active, onFps)
  useEffect(() => {
    const el = video.current
    if (!el) return
    if (active) {
      el.src = url
      void el.play().catch(() => undefined)
    }
    return () => {
      el.removeAttribute('src')
      el.load()
    }
  }, [active, url])
  return <video ref={video} aria-label={camera.name} data-testid="camera-video" style={style} muted playsInline autoPlay onError={onError} />
}
