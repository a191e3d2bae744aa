import { create } from 'zustand'
import { useMemo } from 'react'
import { webcamOfStored } from '../lib/cameras/camera'
import { listWebcams } from '../moonraker/api/webcams'
import { moonraker } from '../moonraker/client'
import type { Webcam } from '../moonraker/types'
import { useDatabaseStore } from './database'
import { useServerStore } from './server'
import { whenComponentsKnown } from './server-components'

interface CamerasStore {
  /** Cameras from server.webcams.*, when the server has the webcam component. */
  cameras: Webcam[]
}

export const useCamerasStore = create<CamerasStore>(() => ({ cameras: [] }))

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

/** The 'cameras' database root as webcams (Fluidd keeps them under `cameras`, keyed by id). */
export function storedCameras(root: Record<string, unknown>): Webcam[] {
  const raw = root.cameras
  const entries: [string, unknown][] = Array.isArray(raw)
    ? raw.map((c, i) => [String((c as { id?: unknown })?.id ?? i), c])
    : raw && typeof raw === 'object'
      ? Object.entries(raw)
      : []
  return entries.map(([id, c]) => webcamOfStored(id, c)).filter((c): c is Webcam => c !== null)
}

/** Every camera, from whichever store the server uses. */
export function useCameraList(): Webcam[] {
  const fromServer = useCamerasFromServer()
  const server = useCamerasStore((s) => s.cameras)
  const root = useDatabaseStore((s) => s.roots.cameras)
  const stored = useMemo(() => (fromServer ? [] : storedCameras(root)), [fromServer, root])
  return fromServer ? server : stored
}

export function cameraList(): Webcam[] {
  return camerasFromServer() ? useCamerasStore.getState().cameras : storedCameras(useDatabaseStore.getState().roots.cameras)
}

export function useEnabledCameras(): Webcam[] {
  const all = useCameraList()
  return useMemo(() => all.filter((c) => c.enabled), [all])
}

export function useHasEnabledCameras(): boolean {
  return useEnabledCameras().length > 0
}

/** 'all', or the uid of the one camera the card and page show (kept where Fluidd keeps it). */
export function useActiveCamera(): string {
  return useDatabaseStore((s) => {
    const v = s.roots.cameras.activeCamera
    return typeof v === 'string' && v ? v : 'all'
  })
}

/** A camera URL as the browser loads it: relative URLs are on the printer's host. */
export function cameraUrl(url: string): string {
  try {
    return new URL(url, moonraker().http.baseUrl).toString()
  } catch {
    return url
  }
}
