/**
 * A printer's light session: one socket, subscribed only to what the farm card and the alerts read
 * (SPEC-NOTES: every configured printer keeps one; the active printer has the full session instead).
 * It has its own tokens, its own reconnect backoff and its own errors, so one printer going away
 * disturbs no other, and `stop()` ends its socket and every timer it started.
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import { oneshotToken } from '../../moonraker/api/access'
import { queryObjects, subscribeObjects } from '../../moonraker/api/printer'
import { listWebcams } from '../../moonraker/api/webcams'
import { Backoff, browserWake, type WakeSource } from '../../moonraker/backoff'
import { Moonraker } from '../../moonraker/client'
import { failureText, isUnauthorized, MoonrakerError } from '../../moonraker/errors'
import { probePrinter } from '../../moonraker/probe'
import { HttpClient } from '../../moonraker/http'
import type { PrinterStatus } from '../../moonraker/klipper-types'
import { RpcSocket, type RpcNotification, type SocketLike } from '../../moonraker/rpc'
import { dispatchTo, type NotificationHandlers } from '../../moonraker/notifications'
import { fleetSocket } from '../../moonraker/fleet-socket'
import type { ServerInfo } from '../../moonraker/types'
import { objectOf } from '../../moonraker/printer-objects'
import { mergeStatus } from '../printer'
import { tokenStoreFor } from '../session'
import { peerSettings } from '../settings/peer-settings'
import { readPrintedFile } from './printed-file'
import { farmQueueOf, readFarmQueue } from './farm-queue'
import { readIdentity, rememberedIdentity, rememberIdentity } from './identity'
import { FARM_OBJECTS, type FarmPrinter, type FarmConnection, initialFarmPrinter } from './farm-printer'
import { farmClock } from './publish-clock'

export interface LightSessionOptions {
  /** The socket to use (a test's fake); the page's own WebSocket otherwise. */
  createSocket?: (url: string) => SocketLike
  wake?: WakeSource
  now?: () => number
}

/** Status changes reach the farm card at most once a second, on the clock every printer shares. */
const publishClock = farmClock
/** Klippy not ready yet: asked again this often until it is. */
const KLIPPY_RETRY_MS = 2000

export class LightSession {
  readonly store: StoreApi<FarmPrinter>
  readonly client: Moonraker
  private socket: RpcSocket | null = null
  private readonly apiRetry: Backoff
  private stopWake: (() => void) | null = null
  private timers = new Set<ReturnType<typeof setTimeout>>()
  private pending: PrinterStatus = {}
  private stopped = false
  private metaFor = ''
  private readonly now: () => number

  constructor(
    readonly apiUrl: string,
    readonly socketUrl: string,
    private readonly options: LightSessionOptions = {},
  ) {
    this.now = options.now ?? (() => Date.now())
    this.client = new Moonraker(new HttpClient(apiUrl, tokenStoreFor(apiUrl)))
    this.store = createStore<FarmPrinter>(() => initialFarmPrinter())
    this.apiRetry = new Backoff(() => void this.connect())
    // A token refused and not renewable: this printer asks for a login; the others carry on.
    this.client.http.onUnauthorized = () => this.setConnection('login', '')
  }

  /** Open timers and sockets, for the test that a stopped session leaves none behind. */
  get openHandles(): number {
    return this.timers.size + (publishClock.isWaiting(this.publish) ? 1 : 0) + (this.apiRetry.waiting ? 1 : 0) + (this.socket ? 1 : 0)
  }

  start(): void {
    this.stopped = false
    this.stopWake ??= (this.options.wake ?? browserWake)(() => this.apiRetry.hurry())
    void this.connect()
  }

  /** Ends the socket and every timer; the store keeps its last values. */
  stop(): void {
    this.stopped = true
    this.apiRetry.reset()
    this.stopWake?.()
    this.stopWake = null
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
    publishClock.cancel(this.publish)
    this.socket?.disconnect(false)
    this.socket = null
    this.client.socket = null
  }

  /**
   * Gives up the printer's API and open connection to the full session (the printer became the
   * active one): everything else of this session ends; null when there is no open connection to give.
   */
  release(): { client: Moonraker; socket: RpcSocket } | null {
    const socket = this.socket?.isOpen ? this.socket : null
    this.socket = null
    this.stop()
    this.client.http.onUnauthorized = null
    if (!socket) return null
    this.client.socket = socket
    return { client: this.client, socket }
  }

  /** "Try again" on the card: the planned attempt at once, or a fresh start. */
  retryNow(): void {
    if (this.socket) this.socket.retryNow()
    else if (!this.apiRetry.hurry()) void this.connect()
  }

  private later(fn: () => void, ms: number): void {
    const t = setTimeout(() => {
      this.timers.delete(t)
      if (!this.stopped) fn()
    }, ms)
    this.timers.add(t)
  }

  private setConnection(connection: FarmConnection, error: string): void {
    const prev = this.store.getState()
    const since = connection === prev.connection ? prev.since : this.now()
    this.store.setState({ connection, error, since })
  }

  /** The API first (it says whether a login is wanted), then the socket. */
  private async connect(): Promise<void> {
    if (this.stopped) return
    if (this.store.getState().connection !== 'offline') this.setConnection('connecting', '')
    try {
      await this.client.http.refresh()
      await this.client.http.request<ServerInfo>('server/info')
    } catch (error) {
      if (this.stopped) return
      if (isUnauthorized(error)) {
        this.setConnection('login', '')
        return
      }
      // No answer at all (code 0), or an answer the browser may not read: the printer refuses this page's origin.
      const probe = error instanceof MoonrakerError && error.code !== 0 ? null : await probePrinter(this.apiUrl).catch(() => null)
      const refused = probe?.ok === false && probe.reason === 'cors'
      if (this.stopped) return
      this.setConnection(refused ? 'refused' : 'offline', failureText(error))
      this.store.setState({ retryAt: this.now() + this.apiRetry.schedule() })
      return
    }
    if (this.stopped) return
    this.apiRetry.reset()
    this.store.setState({ retryAt: null })
    this.openSocket()
  }

  private openSocket(): void {
    const client = this.client
    const socket = new RpcSocket({
      url: async () => (client.http.tokens.get().token ? `${this.socketUrl}?token=${await oneshotToken(client)}` : this.socketUrl),
      createSocket: this.options.createSocket ?? fleetSocket,
      onNotification: (n) => this.notified(n),
      onOpen: () => void this.socketOpened(),
      onStatus: (status) => {
        if (this.stopped || status.phase === 'open') return
        // What the printer last said is stale from here: the next connection starts afresh (no
        // alert replays a change that happened while away).
        if (this.store.getState().connection === 'online') this.store.setState({ objects: {}, lastReading: null, klippyState: 'unknown' })
        if (status.unauthorized) this.setConnection('login', '')
        else if (status.attempts > 0) {
          this.setConnection('offline', this.store.getState().error || 'No connection')
          this.store.setState({ retryAt: status.retryAt })
        } else this.setConnection('connecting', '')
      },
      wake: this.options.wake ?? browserWake,
    })
    this.socket = socket
    client.socket = socket
    socket.connect().catch(() => undefined)
  }

  private async socketOpened(): Promise<void> {
    if (this.stopped) return
    this.setConnection('online', '')
    this.store.setState({ retryAt: null })
    void this.readSettings()
    void this.readCamera()
    await this.subscribe()
  }

  /** Is it still the printer that first answered at this address? */
  private async checkIdentity(): Promise<void> {
    const seen = await readIdentity(this.client)
    if (!seen || this.stopped) return
    const expected = rememberedIdentity(this.apiUrl)
    if (!expected) rememberIdentity(this.apiUrl, seen)
    this.store.setState({ identity: seen, foreignIdentity: expected && expected !== seen ? expected : null })
  }

  /** The user says the printer answering now is the one meant: it is remembered instead. */
  acceptIdentity(): void {
    const seen = this.store.getState().identity
    if (seen) rememberIdentity(this.apiUrl, seen)
    this.store.setState({ foreignIdentity: null })
  }

  /** The printer's own name and bed check, where Fluidd and Stratum keep them. */
  private async readSettings(): Promise<void> {
    const settings = await peerSettings(this.client)
    if (!this.stopped) this.store.setState(settings ?? { name: null, bedCheck: false })
  }

  /** The first enabled camera's snapshot URL (the farm card refreshes a snapshot, never a stream). */
  private async readCamera(): Promise<void> {
    try {
      const { webcams } = await listWebcams(this.client)
      const cam = webcams.find((w) => w.enabled !== false && w.snapshot_url)
      this.store.setState({ snapshotUrl: cam ? new URL(cam.snapshot_url, this.apiUrl).href : null })
    } catch {
      this.store.setState({ snapshotUrl: null })
    }
  }

  private async subscribe(): Promise<void> {
    if (this.stopped || !this.socket?.isOpen) return
    try {
      const info = await this.client.call<ServerInfo>('server.info')
      this.store.setState({ klippyState: info.klippy_state })
      if (info.klippy_state !== 'ready') {
        this.later(() => void this.subscribe(), KLIPPY_RETRY_MS)
        return
      }
      const heaters = await queryObjects({ heaters: ['available_heaters'] }, this.client)
      const names = (objectOf(heaters.status, 'heaters')?.available_heaters ?? []).filter((h) => h === 'extruder' || h === 'heater_bed')
      const objects: Record<string, string[] | null> = { ...FARM_OBJECTS }
      for (const h of names) objects[h] = ['temperature', 'target']
      const result = await subscribeObjects(objects, this.client)
      if (this.stopped) return
      this.store.setState({ objects: result.status, lastReading: this.now(), klippyState: 'ready' })
      void this.readFile()
      void this.checkIdentity()
      void readFarmQueue(this.client).then((queue) => !this.stopped && this.store.setState(queue))
    } catch {
      if (!this.stopped && this.socket?.isOpen) this.later(() => void this.subscribe(), KLIPPY_RETRY_MS)
    }
  }

  /** The notifications a light session follows, typed where Moonraker's params become typed. */
  private readonly handlers: NotificationHandlers = {
    notify_status_update: (status) => this.queue(status),
    notify_job_queue_changed: (change) => {
      const queue = farmQueueOf(change)
      this.store.setState(queue)
      // A pause may hold for a bed check: its setting is read again (Moonraker notifies no database change).
      if (queue.queueState === 'paused') void this.readSettings()
    },
    notify_klippy_ready: () => void this.subscribe(),
    // With what arrived before it (the webhooks reading that says why), in one change.
    notify_klippy_shutdown: () => this.publish({ klippyState: 'shutdown' }),
    notify_klippy_disconnected: () => {
      this.store.setState({ klippyState: 'disconnected' })
      this.later(() => void this.subscribe(), KLIPPY_RETRY_MS)
    },
  }

  private notified(n: RpcNotification): void {
    if (!this.stopped) dispatchTo(this.handlers, n.method, n.params)
  }

  private queue(changes: PrinterStatus): void {
    this.pending = mergeStatus(this.pending, changes)
    publishClock.schedule(this.publish)
  }

  private readonly publish = (also: Partial<FarmPrinter> = {}): void => {
    if (this.stopped) return
    const changes = this.pending
    this.pending = {}
    this.store.setState((s) => ({ ...also, objects: mergeStatus(s.objects, changes), lastReading: this.now() }))
    void this.readFile()
  }

  /** The printed file's metadata (layers, estimate, thumbnail), read once per file. */
  private async readFile(): Promise<void> {
    const filename = objectOf(this.store.getState().objects, 'print_stats')?.filename ?? ''
    if (filename === this.metaFor) return
    this.metaFor = filename
    if (!filename) {
      this.store.setState({ meta: null, thumbnailUrl: null })
      return
    }
    const file = await readPrintedFile(filename, this.client)
    if (!this.stopped && this.metaFor === filename) this.store.setState(file)
  }

}
