import type { SocketLike } from './socket-types'
import { pageSocket, WorkerSocket, type SocketWorkerCommand, type SocketWorkerReport, type WorkerLike } from './worker-socket'

/** What the page tells the fleet's socket worker: a socket worker's command, for connection `id`. */
export type FleetSocketCommand = SocketWorkerCommand & { id: number }
/** What the fleet's socket worker tells the page, of connection `id`. */
export type FleetSocketReport = SocketWorkerReport & { id: number }

/** The parts of the fleet's worker the sockets use, so tests can swap in a fake. */
export interface FleetWorkerLike {
  /** The reports of one task of the worker, together. */
  onmessage: ((ev: { data: FleetSocketReport[] }) => void) | null
  onerror: ((ev: unknown) => void) | null
  postMessage(command: FleetSocketCommand): void
  terminate(): void
}

/**
 * One worker holding many printers' sockets: each socket talks to it through a channel of its own,
 * which looks like a worker of its own to WorkerSocket. The worker ends when its last socket has.
 */
export class FleetSocketWorker {
  private readonly channels = new Map<number, WorkerLike>()
  private nextId = 1
  private worker: FleetWorkerLike | null = null

  constructor(private readonly start: () => FleetWorkerLike) {}

  /** A socket to `url` whose connection lives in the shared worker. */
  socket(url: string, onBroken: () => void = () => undefined): SocketLike {
    return new WorkerSocket(url, this.channel(), onBroken)
  }

  /** How many sockets the worker holds now. */
  get size(): number {
    return this.channels.size
  }

  private channel(): WorkerLike {
    const worker = (this.worker ??= this.started())
    const id = this.nextId++
    const channel: WorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage: (command) => worker.postMessage({ ...command, id }),
      terminate: () => {
        if (!this.channels.delete(id) || this.channels.size) return
        this.worker = null
        worker.terminate()
      },
    }
    this.channels.set(id, channel)
    return channel
  }

  private started(): FleetWorkerLike {
    const worker = this.start()
    worker.onmessage = ({ data }) => {
      for (const { id, ...report } of data) this.channels.get(id)?.onmessage?.({ data: report })
    }
    // The script did not run (CSP, no workers): every socket of it fails.
    worker.onerror = (ev) => {
      for (const channel of [...this.channels.values()]) channel.onerror?.(ev)
    }
    return worker
  }
}

let fleetWorker: FleetSocketWorker | null = typeof Worker === 'function' ? new FleetSocketWorker(() => new Worker(new URL('../workers/fleet-sockets.worker.ts', import.meta.url), { type: 'module' }) as unknown as FleetWorkerLike) : null

/** The socket of a printer's light session: in the fleet's worker where one runs, the page's own otherwise. */
export function fleetSocket(url: string): SocketLike {
  if (fleetWorker) {
    try {
      return fleetWorker.socket(url, () => {
        fleetWorker = null
      })
    } catch {
      fleetWorker = null
    }
  }
  return pageSocket(url)
}
