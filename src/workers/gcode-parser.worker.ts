/// <reference lib="webworker" />
import { GcodeModel } from '../lib/gcode-preview/model'
import type { ParseMessage, WorkerRequest } from '../lib/gcode-preview/protocol'
import { buildSegments } from '../lib/gcode-preview/segments'
import { fetchAndParse } from '../lib/gcode-preview/stream'

// One worker parses one file and keeps its moves to build the 3D view; the page terminates it to cancel.
const scope = self as unknown as DedicatedWorkerGlobalScope
const model = new GcodeModel()
const post = (message: ParseMessage, transfer?: ArrayBuffer[]) => scope.postMessage(message, transfer ?? [])

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const req = event.data
  if (req.type === 'parse') {
    void fetchAndParse(req, post, model)
    return
  }
  const s = buildSegments(model, req.mode, req.budget)
  // Trimmed copies so that exactly the used bytes cross over, without a structured clone.
  const positions = s.positions.slice()
  const colors = s.colors.slice()
  post({ type: 'segments', id: req.id, positions, colors, layerEnd: s.layerEnd, vertices: s.vertices }, [positions.buffer, colors.buffer, s.layerEnd.buffer as ArrayBuffer])
}
