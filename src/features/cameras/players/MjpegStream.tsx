import { useEffect, useRef } from 'react'
import type { PlayerProps } from './types'

/**
 * A multipart MJPEG stream in an <img>. While inactive its src is '' — the browser then closes the
 * stream's connection — and it is set again when the camera comes back into view.
 */
export default function MjpegStream({ camera, url, active, style, onError }: PlayerProps) {
  const img = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const el = img.current
    if (!el) return
    el.src = active ? url : ''
    return () => {
      el.src = ''
    }
  }, [active, url])
  return (
    <img
      ref={img}
      alt={camera.name}
      data-testid="camera-mjpeg"
      style={style}
      onError={() => {
        if (img.current?.getAttribute('src')) onError?.()
      }}
    />
  )
}
