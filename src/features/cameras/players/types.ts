import type { CSSProperties } from 'react'
import type { Webcam } from '../../../moonraker/types'

/** What every player gets: stop everything (close connections) whenever `active` is false. */
export interface PlayerProps {
  camera: Webcam
  /** Stream URL resolved against the printer's host. */
  url: string
  /** Snapshot URL resolved, or '' when the camera has none. */
  snapshotUrl: string
  active: boolean
  style: CSSProperties
  onFps?(fps: number): void
  /** The stream failed; the view falls back to snapshots. */
  onError?(): void
}

/** A URL with a cache-busting parameter, so each snapshot is a fresh request. */
export function freshUrl(url: string, n: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}cacheBust=${n}`
}
