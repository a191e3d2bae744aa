import { useEffect, useRef } from 'react'
import { connectWebrtc, type Signalling } from './signalling'
import type { PlayerProps } from './types'
import { useVideoFps } from './useVideoFps'

/** A WebRTC stream; the peer connection exists only while the camera is in view. */
export function WebrtcPlayer({ camera, url, active, style, onFps, onError, signalling }: PlayerProps & { signalling: Signalling }) {
  const video = useRef<HTMLVideoElement>(null)
  useVideoFps(video, active, onFps)
  useEffect(() => {
    const el = video.current
    if (!el || !active) return
    const abort = new AbortController()
    let hangUp: (() => void) | null = null
    connectWebrtc(signalling, url, abort.signal, (stream) => {
      el.srcObject = stream
      void el.play().catch(() => undefined)
    })
      .then((close) => {
        if (abort.signal.aborted) close()
        else hangUp = close
      })
      .catch(() => {
        if (!abort.signal.aborted) onError?.()
      })
    return () => {
      abort.abort()
      hangUp?.()
      el.srcObject = null
    }
  }, [active, url, signalling, onError])
  return <video ref={video} aria-label={camera.name} data-testid="camera-webrtc" style={style} muted playsInline autoPlay />
}

export const CameraStreamerPlayer = (p: PlayerProps) => <WebrtcPlayer {...p} signalling="camera-streamer" />
export const Go2rtcPlayer = (p: PlayerProps) => <WebrtcPlayer {...p} signalling="go2rtc" />
export const WhepPlayer = (p: PlayerProps) => <WebrtcPlayer {...p} signalling="whep" />
