import { useEffect, useState } from 'react'
import type { Webcam } from '../../moonraker/types'
import { cameraUrl } from '../../state/cameras'

/** An MJPEG stream; its URL is dropped while the page is hidden so the camera is not read for nothing. */
export function CameraStream({ camera, fill }: { camera: Webcam; fill?: boolean }) {
  const [hidden, setHidden] = useState(document.hidden)
  useEffect(() => {
    const onChange = () => setHidden(document.hidden)
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [])
  const transform = [
    camera.flip_horizontal ? 'scaleX(-1)' : '',
    camera.flip_vertical ? 'scaleY(-1)' : '',
    camera.rotation ? `rotate(${camera.rotation}deg)` : '',
  ].join(' ')
  return (
    <img
      src={hidden ? undefined : cameraUrl(camera.stream_url)}
      alt={camera.name}
      style={{ width: '100%', maxHeight: fill ? 'calc(100vh - 140px)' : undefined, objectFit: 'contain', display: 'block', transform, background: '#000' }}
    />
  )
}
