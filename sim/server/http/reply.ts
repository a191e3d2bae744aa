import type { ServerResponse } from 'node:http'
import { httpError } from '../errors'

/** The one JSON writer of the sim's HTTP side; extra headers (Location, …) go with it. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.end()
    return
  }
  const text = JSON.stringify(body)
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  })
  res.end(text)
}

/** Moonraker's error answer: `{ error: { code, message } }` with the status the error maps to. */
export function sendError(res: ServerResponse, err: unknown): void {
  const { status, code, message } = httpError(err)
  sendJson(res, status, { error: { code, message } })
}

/** A request whose handling failed: its error answer, or a cut connection once an answer has begun. */
export function failRequest(res: ServerResponse, err: unknown): void {
  if (!res.headersSent) sendError(res, err)
  else res.destroy()
}
