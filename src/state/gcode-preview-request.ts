import { sessionStore } from './printer-session'

/**
 * A G-code file the user asked to preview from the file browser. The G-code preview card picks the
 * request up (and clears it), so the browser never depends on the preview's internals.
 */
export interface GcodePreviewRequest {
  /** Path inside the gcodes root. */
  path: string
  size: number
  requestedAt: number
}

export const useGcodePreviewRequestStore = sessionStore<{ request: GcodePreviewRequest | null }>(() => ({ request: null }))

export function requestGcodePreview(path: string, size: number): void {
  useGcodePreviewRequestStore.setState({ request: { path, size, requestedAt: Date.now() } })
}

export function takeGcodePreviewRequest(): GcodePreviewRequest | null {
  const { request } = useGcodePreviewRequestStore.getState()
  if (request) useGcodePreviewRequestStore.setState({ request: null })
  return request
}
