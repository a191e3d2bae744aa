import { create } from 'zustand'
import { listWebcams } from '../moonraker/api/webcams'
import { moonraker } from '../moonraker/client'
import type { Webcam } from '../moonraker/types'
import { useServerStore } from './server'

interface CamerasStore {
  cameras: Webcam[]
}

export const useCamerasStore = create<CamerasStore>(() => ({ cameras: [] }))

export async function loadCameras(): Promise<void> {
  if (!useServerStore.getState().components.includes('webcam')) return
  const { webcams } = await listWebcams()
  useCamerasStore.setState({ cameras: webcams })
}

export function resetCameras(): void {
  useCamerasStore.setState({ cameras: [] })
}

export function refreshCameras(): void {
  loadCameras().catch(() => undefined)
}

export function useHasEnabledCameras(): boolean {
  return useCamerasStore((s) => s.cameras.some((c) => c.enabled))
}

/** A camera URL as the browser loads it: relative URLs are on the printer's host. */
export function cameraUrl(url: string): string {
  try {
    return new URL(url, moonraker().http.baseUrl).toString()
  } catch {
    return url
  }
}
