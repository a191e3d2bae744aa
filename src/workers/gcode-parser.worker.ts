/// <reference lib="webworker" />
import { fetchAndParse } from '../lib/gcode-preview/stream'
import type { ParseMessage, ParseRequest } from '../lib/gcode-preview/protocol'

// One worker parses one file; the page terminates it to cancel.
const scope = self as unknown as DedicatedWorkerGlobalScope

scope.onmessage = (event: MessageEvent<ParseRequest>) => {
  void fetchAndParse(event.data, (message: ParseMessage, transfer?: ArrayBuffer[]) => scope.postMessage(message, transfer ?? []))
}
