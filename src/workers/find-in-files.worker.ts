/// <reference lib="webworker" />
import { findInText } from '../lib/files/find-in-text'
import type { FindReply, FindRequest } from '../lib/files/find-protocol'

// Searches large config files off the page's thread: a 5 MB file must not stall typing.
const scope = self as unknown as DedicatedWorkerGlobalScope

scope.onmessage = (event: MessageEvent<FindRequest>) => {
  const { id, text, query, limit } = event.data
  const reply: FindReply = { id, matches: findInText(text, query, limit) }
  scope.postMessage(reply)
}
