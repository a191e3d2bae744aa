import { Moonraker, setActiveMoonraker, type RpcTransport } from '../../moonraker/client'
import { MoonrakerError } from '../../moonraker/errors'
import { HttpClient } from '../../moonraker/http'

export interface RecordedCall {
  method: string
  params?: Record<string, unknown>
}

type Answer = (params: Record<string, unknown> | undefined) => unknown

/**
 * Installs a printer API whose socket records every call and answers from `answers` (method → value or
 * function; a MoonrakerError thrown or returned becomes a failed call; unknown methods answer 'ok').
 */
export function installFakeMoonraker(answers: Record<string, Answer | MoonrakerError | object | string | number | boolean | null> = {}) {
  const calls: RecordedCall[] = []
  const socket: RpcTransport = {
    isOpen: true,
    async call<T>(method: string, params?: Record<string, unknown>): Promise<T> {
      calls.push(params === undefined ? { method } : { method, params })
      const answer = answers[method]
      const value = typeof answer === 'function' ? (answer as Answer)(params) : (answer ?? 'ok')
      if (value instanceof MoonrakerError) throw value
      return value as T
    },
  }
  const http = new HttpClient('http://printer.test/')
  const client = new Moonraker(http)
  client.socket = socket
  setActiveMoonraker(client)
  return {
    calls,
    client,
    /** The G-code scripts sent, in order. */
    scripts: () => calls.filter((c) => c.method === 'printer.gcode.script').map((c) => String(c.params?.script)),
    methods: () => calls.map((c) => c.method),
  }
}
