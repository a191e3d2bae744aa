import { useEffect, useRef, useState, type CSSProperties } from 'react'
import type { MjpegCommand, MjpegReport } from '../../../workers/mjpeg-stream.worker'
// Inlined (2 KB): the camera of the first screen starts without a request of its own.
import MjpegStreamWorker from '../../../workers/mjpeg-stream.worker.ts?worker&inline'
import { linkStreamReader } from './mjpeg-reader'
import type { PlayerProps } from './types'

/** Browsers that can hand a canvas to a worker and decode JPEGs there. */
const canDecodeInWorker = () =>
  typeof Worker !== 'undefined' && typeof createImageBitmap === 'function' && typeof HTMLCanvasElement !== 'undefined' && 'transferControlToOffscreen' in HTMLCanvasElement.prototype

function applyStyle(el: HTMLElement, style: CSSProperties): void {
  for (const [key, value] of Object.entries(style)) el.style.setProperty(key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), value == null ? '' : String(value))
}

/**
 * A multipart MJPEG stream, read by a shared worker (or, without one, by the drawing worker itself),
 * then decoded and drawn by a worker onto a canvas it owns: the page's main thread does nothing per
 * frame. A browser that cannot draw in a worker, or a camera the page may not read (no CORS), gets
 * the stream in an <img>. While inactive the stream's connection is closed.
 */
export default function MjpegStream(props: PlayerProps) {
  const [inImg, setInImg] = useState(() => !canDecodeInWorker())
  return inImg ? <MjpegImg {...props} /> : <MjpegCanvas {...props} onUnreadable={() => setInImg(true)} />
}

function MjpegCanvas({ camera, url, active, style, onFps, onUnreadable }: PlayerProps & { onUnreadable(): void }) {
  const box = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLCanvasElement | null>(null)
  const worker = useRef<Worker | null>(null)
  /** What the worker should be doing; a worker that starts later is told at once. */
  const command = useRef<MjpegCommand>({ type: 'stop' })
  const callbacks = useRef({ onFps, onUnreadable })
  callbacks.current = { onFps, onUnreadable }

  // The canvas is made here, not by React: control of a canvas passes to a worker only once.
  useEffect(() => {
    const el = document.createElement('canvas')
    el.setAttribute('data-testid', 'camera-mjpeg')
    el.setAttribute('role', 'img')
    el.setAttribute('aria-label', camera.name)
    box.current?.append(el)
    canvas.current = el
    let w: Worker | null = null
    let link: ReturnType<typeof linkStreamReader> = null
    // Starting a worker takes the main thread about 20 ms: it gets a task of its own rather than
    // lengthening the commit that mounted the camera card.
    const timer = window.setTimeout(() => {
      w = new MjpegStreamWorker()
      worker.current = w
      const offscreen = el.transferControlToOffscreen()
      w.postMessage({ type: 'canvas', canvas: offscreen } satisfies MjpegCommand, [offscreen])
      // Who reads the stream shows on the element: 'shared' (the page's reader) or 'own' (this worker).
      const readBy = (who: 'shared' | 'own') => box.current?.setAttribute('data-reader', who)
      link = linkStreamReader(() => {
        readBy('own')
        w?.postMessage({ type: 'reader', port: null } satisfies MjpegCommand)
      })
      if (link) w.postMessage({ type: 'reader', port: link.port } satisfies MjpegCommand, [link.port])
      readBy(link ? 'shared' : 'own')
      w.onmessage = (event: MessageEvent<MjpegReport>) => {
        const msg = event.data
        if (msg.type === 'fps') callbacks.current.onFps?.(msg.fps)
        else if (msg.beforeFirstFrame) callbacks.current.onUnreadable()
      }
      w.postMessage(command.current)
    }, 0)
    return () => {
      window.clearTimeout(timer)
      w?.terminate()
      link?.release()
      el.remove()
      worker.current = null
      canvas.current = null
    }
    // The name is set once; a rename re-renders the view around the same stream.
  }, []) // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (canvas.current) applyStyle(canvas.current, style)
  }, [style])

  useEffect(() => {
    command.current = active ? { type: 'start', url } : { type: 'stop' }
    worker.current?.postMessage(command.current)
    return () => {
      command.current = { type: 'stop' }
      worker.current?.postMessage(command.current)
    }
  }, [active, url])

  return <div ref={box} data-player="worker" />
}

/** The stream in an <img>: its src is '' while inactive, and the browser then closes the connection. */
function MjpegImg({ camera, url, active, style, onError }: PlayerProps) {
  const img = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const el = img.current
    if (!el) return
    el.src = active ? url : ''
    return () => {
      el.src = ''
    }
  }, [active, url])
  return (
    <img
      ref={img}
      alt={camera.name}
      data-testid="camera-mjpeg"
      style={style}
      onError={() => {
        if (img.current?.getAttribute('src')) onError?.()
      }}
    />
  )
}
