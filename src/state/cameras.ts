/** Cameras of the printer (server.webcams.*). */
export function useHasEnabledCameras(): boolean {
  return false
}
