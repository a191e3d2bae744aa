/// <reference lib="webworker" />
import { GcodeModel } from '../lib/gcode-preview/model'
import type { ParseMessage, WorkerRequest } from '../lib/gcode-preview/protocol'
import { buildSegments } from '../lib/gcode-preview/segments'
import { PreviewDownload } from '../lib/gcode-preview/stream'

// One worker parses one file and keeps its moves to build the 3D view; the page terminates it to cancel.
const scope = self as unknown as DedicatedWorkerGlobalScope
const model = new GcodeModel()
const post = (message: ParseMessage, transfer?: ArrayBuffer[]) => scope.postMessage(message, transfer ?? [])
let download: PreviewDownload | null = null

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const req = event.data
  if (req.type === 'parse') {
    download = new PreviewDownload(req.size, post, model)
    void download.fetch(req.url)
    return
  }
  if (req.type === 'resume') {
    void download?.fetch(req.url)
    return
  }
  if (req.type === 'stop') {
    download?.stop()
    return
  }
  const s = buildSegments(model, req.mode, req.budget)
  // Trimmed copies so that exactly the used bytes cross over, without a structured clone.
  const positions = s.positions.slice()
  const colors = s.colors.slice()
  post({ type: 'segments', id: req.id, positions, colors, layerEnd: s.layerEnd, vertices: s.vertices }, [positions.buffer, colors.buffer, s.layerEnd.buffer as ArrayBuffer])
}
