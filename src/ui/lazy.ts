import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react'

/** A piece's code that could not be fetched, on a second try either: the host is out of reach, or a newer deployment removed it. */
export class ChunkError extends Error {}

/**
 * Fetches a piece's code, and once more when that fails (a dropped request, a proxy that hiccupped):
 * a failed module fetch is not remembered by the browser, so the second import() asks the network again.
 * A second failure rejects with a ChunkError, which a FailureBoundary shows as "could not be loaded".
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return load()
    .catch(() => load())
    .catch((cause: Error) => {
      throw new ChunkError(cause.message, { cause })
    })
}

/** React's lazy() with loadChunk's second try: the one way the app declares a lazily loaded component. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own signature: any props
export function lazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return reactLazy(() => loadChunk(load))
}
