import { useEffect, useRef } from 'react'
import type { PlayerProps } from './types'
import { useVideoFps } from './useVideoFps'

/** HLS through hls.js (loaded only with this player); Safari's native HLS where hls.js has no MSE. */
export default function HlsPlayer({ camera, url, active, style, onFps, onError }: PlayerProps) {
  const video = useRef<HTMLVideoElement>(null)
  useVideoFps(video, active, onFps)
  useEffect(() => {
    const el = video.current
    if (!el || !active) return
    let stopped = false
    let destroy = () => undefined as void
    void import('hls.js').then(({ default: Hls }) => {
      if (stopped) return
      if (!Hls.isSupported()) {
        el.src = url
        void el.play().catch(() => undefined)
        return
      }
      const hls = new Hls({ lowLatencyMode: true, backBufferLength: 10 })
      hls.on(Hls.Events.ERROR, (_e, data) => {
        if (data.fatal) onError?.()
      })
      hls.loadSource(url)
      hls.attachMedia(el)
      hls.on(Hls.Events.MANIFEST_PARSED, () => void el.play().catch(() => undefined))
      destroy = () => hls.destroy()
    })
    return () => {
      stopped = true
      destroy()
      el.removeAttribute('src')
      el.load()
    }
  }, [active, url, onError])
  return <video ref={video} aria-label={camera.name} data-testid="camera-hls" style={style} muted playsInline autoPlay />
}
