import { useEffect, type RefObject } from 'react'

/** Decoded frames per second of a <video>, read once a second from its playback quality. */
export function useVideoFps(video: RefObject<HTMLVideoElement | null>, active: boolean, onFps?: (fps: number) => void): void {
  useEffect(() => {
    const el = video.current
    if (!el || !active || !onFps || typeof el.getVideoPlaybackQuality !== 'function') return
    let last = el.getVideoPlaybackQuality().totalVideoFrames
    let lastAt = performance.now()
    const timer = setInterval(() => {
      const now = performance.now()
      const frames = el.getVideoPlaybackQuality().totalVideoFrames
      onFps(((frames - last) * 1000) / (now - lastAt))
      last = frames
      lastAt = now
    }, 1000)
    return () => clearInterval(timer)
  }, [video, active, onFps])
}
