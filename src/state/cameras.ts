import { sessionStore } from './printer-session'
import { listWebcams } from '../moonraker/api/webcams'
import { moonraker } from '../moonraker/client'
import type { Webcam } from '../moonraker/types'
import { useServerStore } from './server'
import { whenComponentsKnown } from './server-components'

interface CamerasStore {
  /** Cameras from server.webcams.*, when the server has the webcam component. */
  cameras: Webcam[]
}

export const useCamerasStore = sessionStore<CamerasStore>(() => ({ cameras: [] }))

/** True when cameras live in Moonraker's webcam API; otherwise in the 'fluidd' database root. */
export function camerasFromServer(): boolean {
  return useServerStore.getState().components.includes('webcam')
}

export function useCamerasFromServer(): boolean {
  return useServerStore((s) => s.components.includes('webcam'))
}

export async function loadCameras(): Promise<void> {
  if (!(await whenComponentsKnown()).includes('webcam')) return
  const { webcams } = await listWebcams()
  useCamerasStore.setState({ cameras: webcams })
}

export function resetCameras(): void {
  useCamerasStore.setState({ cameras: [] })
}

export function refreshCameras(): void {
  loadCameras().catch(() => undefined)
}

/** A camera URL as the browser loads it: relative URLs are on the printer's host. */
export function cameraUrl(url: string): string {
  try {
    return new URL(url, moonraker().http.baseUrl).toString()
  } catch {
    return url
  }
}
