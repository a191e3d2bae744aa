import type { MjpegFetchConnect } from '../../../workers/mjpeg-fetch.sharedworker'
// Inlined (1 KB): the camera of the first screen starts without a request of its own.
import readerSource from '../../../workers/mjpeg-fetch.sharedworker.ts?worker-source'

/** The page's one stream reader, started with the first camera view; null where it cannot run. */
let reader: SharedWorker | null | undefined
let nextId = 0
/** Views reading through the reader, told when it fails to start. */
const failed = new Set<() => void>()

export interface StreamReaderLink {
  /** The port to hand to the view's drawing worker. */
  port: MessagePort
  /** Stops the view's stream in the reader (its drawing worker is ended without telling it). */
  release(): void
}

function startReader(): SharedWorker | null {
  try {
    if (typeof SharedWorker !== 'function') return null
    // A blob: URL of its own, so each page has its own reader: the page lets its views go, not another tab.
    const url = URL.createObjectURL(new Blob([readerSource], { type: 'text/javascript' }))
    const worker = new SharedWorker(url)
    URL.revokeObjectURL(url)
    worker.onerror = () => {
      reader = null
      for (const tell of [...failed]) tell()
      failed.clear()
    }
    return worker
  } catch {
    return null
  }
}

/**
 * A port on which the shared stream reader reads one view's camera, or null where the browser has no
 * shared workers (the drawing worker then reads the stream itself, as it should after `onFailed`).
 */
export function linkStreamReader(onFailed: () => void): StreamReaderLink | null {
  if (reader === undefined) reader = startReader()
  const shared = reader
  if (!shared) return null
  const id = ++nextId
  const channel = new MessageChannel()
  shared.port.postMessage({ type: 'connect', id, port: channel.port2 } satisfies MjpegFetchConnect, [channel.port2])
  failed.add(onFailed)
  return {
    port: channel.port1,
    release: () => {
      failed.delete(onFailed)
      shared.port.postMessage({ type: 'disconnect', id } satisfies MjpegFetchConnect)
    },
  }
}
