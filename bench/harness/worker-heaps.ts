import type { CDPSession } from 'playwright-core'

/** One worker of the page (dedicated or shared) and its JS heap in use after GC. */
export interface WorkerHeap {
  type: string
  url: string
  heap: number
}

interface AttachedEvent {
  sessionId: string
  targetInfo: { type: string; url: string }
}

interface ReceivedEvent {
  sessionId: string
  message: string
}

/** Sends one DevTools command to a worker through the page's session (Target.sendMessageToTarget). */
function workerCommand(cdp: CDPSession, sessionId: string, id: number, method: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`${method}: no answer from the worker`)), 10_000)
    const onMessage = (e: ReceivedEvent) => {
      if (e.sessionId !== sessionId) return
      const reply = JSON.parse(e.message) as { id?: number; result?: unknown; error?: { message: string } }
      if (reply.id !== id) return
      done(reply.error ? new Error(reply.error.message) : null, reply.result)
    }
    const done = (error: Error | null, result?: unknown) => {
      clearTimeout(timer)
      cdp.off('Target.receivedMessageFromTarget', onMessage)
      if (error) reject(error)
      else resolve(result)
    }
    cdp.on('Target.receivedMessageFromTarget', onMessage)
    cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) }).catch((e: Error) => done(e))
  })
}

/**
 * The heaps of the page's workers (the socket's, a camera's shared reader), each after a forced GC:
 * the page's own heap figures leave them out, and they live in the renderer's memory too. Workers are
 * reached by attaching to them from the page's session, one command at a time; `cdp` must be a session
 * of its own (attaching changes how it hears about targets).
 */
export async function workerHeaps(cdp: CDPSession): Promise<WorkerHeap[]> {
  const attached: AttachedEvent[] = []
  const onAttached = (e: AttachedEvent) => {
    attached.push(e)
  }
  cdp.on('Target.attachedToTarget', onAttached)
  try {
    await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false })
    // The already-running workers are announced right after the call.
    await new Promise((r) => setTimeout(r, 200))
    const out: WorkerHeap[] = []
    for (const { sessionId, targetInfo } of attached) {
      if (!/worker/.test(targetInfo.type) || targetInfo.type === 'service_worker') continue
      try {
        await workerCommand(cdp, sessionId, 1, 'HeapProfiler.collectGarbage')
        const usage = (await workerCommand(cdp, sessionId, 2, 'Runtime.getHeapUsage')) as { usedSize: number }
        out.push({ type: targetInfo.type, url: targetInfo.url, heap: usage.usedSize })
      } catch {
        /* the worker ended meanwhile */
      }
    }
    return out
  } finally {
    await cdp.send('Target.setAutoAttach', { autoAttach: false, waitForDebuggerOnStart: false }).catch(() => undefined)
    for (const { sessionId } of attached) await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined)
    cdp.off('Target.attachedToTarget', onAttached)
  }
}
