import { useMemo } from 'react'
import { webcamOfStored } from '../lib/cameras/camera'
import type { Webcam } from '../moonraker/types'
import { camerasFromServer, useCamerasFromServer, useCamerasStore } from './cameras'
import { getStored, useStored } from './settings/settings'

/** The 'cameras' database root's records as webcams (Fluidd keeps them under `cameras`, keyed by id). */
export function storedCameras(stored: Record<string, Record<string, unknown>>): Webcam[] {
  return Object.entries(stored)
    .map(([id, c]) => webcamOfStored(id, c))
    .filter((c): c is Webcam => c !== null)
}

/** Every camera, from whichever store the server uses. */
export function useCameraList(): Webcam[] {
  const fromServer = useCamerasFromServer()
  const server = useCamerasStore((s) => s.cameras)
  const records = useStored('cameras', 'cameras')
  const stored = useMemo(() => (fromServer ? [] : storedCameras(records)), [fromServer, records])
  return fromServer ? server : stored
}

export function cameraList(): Webcam[] {
  return camerasFromServer() ? useCamerasStore.getState().cameras : storedCameras(getStored('cameras', 'cameras'))
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
  return useStored('cameras', 'activeCamera')
}
