import type { CDPSession } from 'playwright-core'

export interface RequestRecord {
  id: string
  url: string
  /** DevTools resource type: Document, Script, Stylesheet, Image, Fetch, XHR, Font … */
  type: string
  mimeType: string
  status: number
  /** Monotonic seconds. */
  start: number
  end: number | null
  failed: boolean
  /** Bytes on the wire, headers included. */
  encodedBytes: number
  /** Answered by the page's service worker (from its cache or its own fetch), not by the page's own request. */
  fromServiceWorker: boolean
  /** A dedicated worker's own script: announced on the page, answered on the worker's target. */
  workerScript: boolean
}

export interface WsFrame {
  direction: 'sent' | 'received'
  /** Monotonic seconds, the same clock as Performance.getMetrics' NavigationStart. */
  t: number
  payload: string
}

/** Responses that never finish by design (MJPEG camera streams, event streams) do not hold the network busy. */
export function isStream(r: Pick<RequestRecord, 'type' | 'mimeType'>): boolean {
  return r.type === 'EventSource' || r.mimeType.startsWith('multipart/') || r.mimeType === 'text/event-stream'
}

/**
 * Every HTTP request and WebSocket frame of one page, from DevTools network events: what the page
 * fetched, when, and what arrived on its sockets. Frames are kept only while `keepFrames` says so.
 */
export class NetworkLog {
  private readonly records = new Map<string, RequestRecord>()
  readonly frames: WsFrame[] = []
  keepFrames: (payload: string, direction: WsFrame['direction']) => boolean = () => false
  private lastActivity = 0

  constructor(private readonly cdp: CDPSession) {}

  async start(): Promise<void> {
    const { cdp } = this
    cdp.on('Network.requestWillBeSent', (e) => {
      // data: and blob: URLs never touch the network (a camera drawn frame by frame from blobs would
      // otherwise keep it busy forever).
      if (e.request.url.startsWith('data:') || e.request.url.startsWith('blob:')) return
      // A dedicated worker's own script (its document is itself) is announced here but finished on the
      // worker's target: it counts as a request, ended as it starts, until that target says it ended.
      // CORS preflights are announced the same way, and their end is never told.
      const announcedOnly = e.type !== 'Document' && e.loaderId === '' && e.documentURL === e.request.url
      const workerScript = announcedOnly && e.type === 'Script'
      this.records.set(e.requestId, {
        id: e.requestId,
        url: e.request.url,
        type: e.type ?? 'Other',
        mimeType: '',
        status: 0,
        start: e.timestamp,
        end: announcedOnly ? e.timestamp : null,
        failed: false,
        encodedBytes: 0,
        fromServiceWorker: false,
        workerScript,
      })
      this.lastActivity = Date.now()
    })
    cdp.on('Network.responseReceived', (e) => {
      const r = this.records.get(e.requestId)
      if (!r) return
      r.mimeType = e.response.mimeType
      r.status = e.response.status
      r.type = e.type
      r.fromServiceWorker = Boolean(e.response.fromServiceWorker)
    })
    cdp.on('Network.loadingFinished', (e) => this.finishedLoading(e))
    cdp.on('Network.loadingFailed', (e) => {
      const r = this.records.get(e.requestId)
      if (!r) return
      r.end = e.timestamp
      r.failed = true
      this.lastActivity = Date.now()
    })
    const onFrame = (direction: WsFrame['direction']) => (e: { timestamp: number; response: { payloadData: string } }) => {
      const payload = e.response.payloadData
      if (this.keepFrames(payload, direction)) this.frames.push({ direction, t: e.timestamp, payload })
    }
    cdp.on('Network.webSocketFrameReceived', onFrame('received'))
    cdp.on('Network.webSocketFrameSent', onFrame('sent'))
    await cdp.send('Network.enable', { maxTotalBufferSize: 200e6, maxResourceBufferSize: 50e6 })
    await this.followWorkers(onFrame)
  }

  private finishedLoading(e: { requestId: string; timestamp: number; encodedDataLength: number }): void {
    const r = this.records.get(e.requestId)
    if (!r) return
    r.end = e.timestamp
    r.encodedBytes = e.encodedDataLength
    this.lastActivity = Date.now()
  }

  /**
   * A dedicated worker's sockets (the dashboard keeps its Moonraker socket in one) are not the page's
   * in DevTools: their frames come from the worker's own target. Each worker is held at its start
   * until its network is watched, so no frame is missed. Besides socket frames, a worker's target
   * tells when the worker's own script (announced on the page) finished and how many bytes it took.
   */
  private async followWorkers(onFrame: (direction: WsFrame['direction']) => (e: { timestamp: number; response: { payloadData: string } }) => void): Promise<void> {
    const { cdp } = this
    const received = onFrame('received')
    const sent = onFrame('sent')
    let nextId = 1
    const toWorker = (sessionId: string, method: string) =>
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: nextId++, method, params: {} }) }).catch(() => undefined)
    cdp.on('Target.attachedToTarget', (e) => {
      void (async () => {
        if (e.targetInfo.type === 'worker') await toWorker(e.sessionId, 'Network.enable')
        await toWorker(e.sessionId, 'Runtime.runIfWaitingForDebugger')
      })()
    })
    cdp.on('Target.receivedMessageFromTarget', (e) => {
      if (!e.message.includes('"method":"Network.webSocketFrame') && !e.message.includes('"method":"Network.loadingFinished"')) return
      const { method, params } = JSON.parse(e.message) as { method: string; params: never }
      if (method === 'Network.webSocketFrameReceived') received(params)
      else if (method === 'Network.webSocketFrameSent') sent(params)
      else if (this.records.get((params as { requestId: string }).requestId)?.workerScript) this.finishedLoading(params)
    })
    // The older, unflattened protocol: this session's messages to a worker travel inside its own.
    await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false })
  }

  requests(): RequestRecord[] {
    return [...this.records.values()]
  }

  finished(): RequestRecord[] {
    return this.requests().filter((r) => r.end !== null && !r.failed)
  }

  inFlight(): number {
    return this.requests().filter((r) => r.end === null && r.type !== 'WebSocket' && !isStream(r)).length
  }

  /** Monotonic time the last non-stream request ended; null before any did. */
  lastFinish(): number | null {
    const ends = this.requests().filter((r) => r.end !== null && r.type !== 'WebSocket' && !isStream(r)).map((r) => r.end as number)
    return ends.length ? Math.max(...ends) : null
  }

  /** Resolves once no request has been in flight for `quietMs`; false on timeout. */
  async waitForQuiet(quietMs: number, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      if (this.inFlight() === 0 && Date.now() - this.lastActivity >= quietMs) return true
      await new Promise((r) => setTimeout(r, 50))
    }
    return false
  }

  async body(id: string): Promise<Buffer> {
    const r = this.records.get(id)
    // DevTools keeps no body of a worker's script on the page: read the same file from the server.
    if (r?.workerScript) {
      const res = await fetch(r.url)
      r.mimeType ||= (res.headers.get('content-type') ?? '').split(';')[0]
      return Buffer.from(await res.arrayBuffer())
    }
    const res = await this.cdp.send('Network.getResponseBody', { requestId: id })
    return Buffer.from(res.body, res.base64Encoded ? 'base64' : 'utf8')
  }
}

/** A JSON-RPC message from a frame, or null for anything else. */
export function parseRpc(payload: string): { id?: number | string; method?: string; params?: unknown; result?: unknown; error?: unknown } | null {
  if (!payload.startsWith('{') && !payload.startsWith('[')) return null
  try {
    const msg = JSON.parse(payload) as unknown
    return msg && typeof msg === 'object' && !Array.isArray(msg) ? (msg as ReturnType<typeof parseRpc>) : null
  } catch {
    return null
  }
}
