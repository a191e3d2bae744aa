import { describe, expect, it } from 'vitest'
import { httpError, rpcError } from './errors'
import { ApiError } from './types'

describe("Moonraker's error mapping", () => {
  it('answers HTTP with the error code as status, and 500 for anything not an ApiError', () => {
    expect(httpError(new ApiError(404, 'No such file'))).toEqual({ status: 404, code: 404, message: 'No such file' })
    expect(httpError(new ApiError(503, 'Klippy not ready'))).toEqual({ status: 503, code: 503, message: 'Klippy not ready' })
    expect(httpError(new Error('boom'))).toEqual({ status: 500, code: 500, message: 'boom' })
    expect(httpError(new ApiError(-32601, 'Method not found')).status).toBe(400)
  })

  it('answers JSON-RPC with -32601 for 404, -32602 for 401 and -31000 for internal errors', () => {
    expect(rpcError(new ApiError(404, 'Invalid job uid: 9'))).toEqual({ code: -32601, message: 'Invalid job uid: 9' })
    expect(rpcError(new ApiError(401, 'Unauthorized'))).toEqual({ code: -32602, message: 'Unauthorized' })
    expect(rpcError(new ApiError(400, 'SD busy'))).toEqual({ code: 400, message: 'SD busy' })
    expect(rpcError(new Error('boom'))).toEqual({ code: -31000, message: 'boom' })
    expect(rpcError('text')).toEqual({ code: -31000, message: 'text' })
  })
})
