import type { PlayerProps } from './types'

/** A camera page of its own (iframe type); unloaded while inactive. Height comes from the camera. */
export default function IframePlayer({ camera, url, active, style }: PlayerProps) {
  const height = Number(camera.extra_data?.height) || 720
  return (
    <iframe
      title={camera.name}
      src={active ? url : 'about:blank'}
      data-testid="camera-iframe"
      style={{ ...style, border: 0, height, aspectRatio: undefined }}
      sandbox="allow-scripts allow-same-origin"
      referrerPolicy="no-referrer"
    />
  )
}
