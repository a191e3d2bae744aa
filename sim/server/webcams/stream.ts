import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FrameRenderer, FrameScene } from './frame'

const BOUNDARY = 'boundarydonotcross'
/** A client that falls this far behind skips frames instead of buffering them. */
const MAX_PENDING_BYTES = 1024 * 1024

/**
 * One encoder feeding every viewer: each frame is drawn and encoded once per tick,
 * and only while someone watches.
 */
export class MjpegBroadcaster {
  private readonly viewers = new Set<ServerResponse>()
  private timer: NodeJS.Timeout | null = null

  constructor(
    private readonly renderer: FrameRenderer,
    private readonly scene: () => FrameScene,
    private readonly fps = 5,
  ) {}

  get viewerCount(): number {
    return this.viewers.size
  }

  snapshot(): Buffer {
    return this.renderer.render(this.scene())
  }

  serve(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      'Content-Type': `multipart/x-mixed-replace;boundary=${BOUNDARY}`,
      'Cache-Control': 'no-store, no-cache, must-revalidate, max-age=0',
      Pragma: 'no-cache',
      Connection: 'close',
    })
    this.viewers.add(res)
    const drop = () => {
      this.viewers.delete(res)
      if (this.viewers.size === 0) this.pause()
    }
    req.on('close', drop)
    res.on('close', drop)
    this.sendTo(res, this.snapshot())
    if (!this.timer) this.timer = setInterval(() => this.tick(), 1000 / this.fps)
  }

  private sendTo(res: ServerResponse, frame: Buffer): void {
    if (res.writableLength > MAX_PENDING_BYTES) return
    res.write(`--${BOUNDARY}\r\nContent-Type: image/jpeg\r\nContent-Length: ${frame.length}\r\nX-Timestamp: ${(Date.now() / 1000).toFixed(6)}\r\n\r\n`)
    res.write(frame)
    res.write('\r\n')
  }

  private tick(): void {
    if (this.viewers.size === 0) return this.pause()
    const frame = this.snapshot()
    for (const res of this.viewers) this.sendTo(res, frame)
  }

  private pause(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  stop(): void {
    this.pause()
    for (const res of this.viewers) res.destroy()
    this.viewers.clear()
  }
}
