/// <reference lib="webworker" />
import { analyseRecording } from '../lib/input-shaper/analyse'
import type { ShaperReply, ShaperRequest } from '../lib/input-shaper/protocol'
import { SampleBuffer } from '../lib/input-shaper/samples'

// The accelerometer streams 3,200 rows a second: they are decoded, kept and analysed here, off the page's thread.
const scope = self as unknown as DedicatedWorkerGlobalScope
const reply = (m: ShaperReply) => scope.postMessage(m)

let socket: WebSocket | null = null
let buffer = new SampleBuffer()
let lastProgress = 0

const DUMP_ID = 1

interface BridgeMessage {
  id?: number
  result?: { header?: string[] }
  error?: { message?: string }
  params?: { data?: number[][] }
}

function record(url: string, sensor: string): void {
  stop()
  buffer = new SampleBuffer()
  const ws = new WebSocket(url)
  socket = ws
  ws.onopen = () => ws.send(JSON.stringify({ id: DUMP_ID, method: 'adxl345/dump_adxl345', params: { sensor, response_template: {} } }))
  ws.onmessage = (event: MessageEvent<string>) => {
    const msg = JSON.parse(event.data) as BridgeMessage
    if (msg.id === DUMP_ID) {
      if (msg.error) reply({ type: 'error', message: msg.error.message ?? 'Accelerometer error' })
      else reply({ type: 'recording' })
      return
    }
    const rows = msg.params?.data
    if (!rows) return
    buffer.add(rows)
    const now = performance.now()
    if (now - lastProgress > 250) {
      lastProgress = now
      reply({ type: 'progress', seconds: buffer.span, samples: buffer.length })
    }
  }
  ws.onerror = () => socket === ws && reply({ type: 'error', message: 'Accelerometer connection failed' })
  ws.onclose = (e) => {
    if (socket === ws && e.code !== 1000) reply({ type: 'error', message: e.reason || 'Accelerometer connection closed' })
    if (socket === ws) socket = null
  }
}

function stop(): void {
  const ws = socket
  socket = null
  ws?.close(1000)
}

scope.onmessage = (event: MessageEvent<ShaperRequest>) => {
  const req = event.data
  try {
    if (req.type === 'record') return record(req.url, req.sensor)
    if (req.type === 'cancel') {
      stop()
      buffer = new SampleBuffer()
      return
    }
    const started = performance.now()
    const recording = req.type === 'analyse' ? req.recording : (stop(), buffer.toRecording())
    if (req.type === 'finish') buffer = new SampleBuffer()
    const analysis = analyseRecording(req.axis, recording, req.scv, req.maxFreq)
    reply({ type: 'result', analysis, ms: performance.now() - started })
  } catch (e) {
    reply({ type: 'error', message: e instanceof Error ? e.message : String(e) })
  }
}
