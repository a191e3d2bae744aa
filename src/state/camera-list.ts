import { useMemo } from 'react'
import { webcamOfStored } from '../lib/cameras/camera'
import type { Webcam } from '../moonraker/types'
import { camerasFromServer, useCamerasFromServer, useCamerasStore } from './cameras'
import { useDatabaseStore } from './database'

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
