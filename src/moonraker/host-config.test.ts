import { describe, expect, it } from 'vitest'
import { HOST_CONFIG_ERROR, HostConfigError, parseHostConfig } from './host-config'

describe('parseHostConfig', () => {
  it('reads a missing config.json as the same-origin default', () => {
    expect(parseHostConfig(404, 'text/html', '<html>Not Found</html>')).toEqual({})
    expect(parseHostConfig(404, null, '')).toEqual({})
  })
  it('reads an index page served in its place as the default', () => {
    expect(parseHostConfig(200, 'text/html; charset=utf-8', '<!doctype html><html><body></body></html>')).toEqual({})
    expect(parseHostConfig(200, null, '')).toEqual({})
  })
  it('returns a config of the right shape', () => {
    expect(parseHostConfig(200, 'application/json', '{}')).toEqual({})
    const config = { apiUrl: 'http://printer.local:7125', socketUrl: 'ws://printer.local:7125/websocket', blacklist: ['x'], hosted: true }
    expect(parseHostConfig(200, 'application/json', JSON.stringify(config))).toEqual(config)
    const farm = { apiUrl: 'http://127.0.0.1:7125', endpoints: ['http://127.0.0.1:7125', 'http://127.0.0.1:7126'] }
    expect(parseHostConfig(200, 'application/json', JSON.stringify(farm))).toEqual(farm)
  })
  it('refuses JSON of the wrong shape', () => {
    for (const text of ['[]', '42', 'null', '{"apiUrl": 7125}', '{"blacklist": "x"}', '{"endpoints": "http://x:7125"}', '{"endpoints": [7125]}', '{"endpoints": {}}', '{"apiUrl": "http://x', '"text"']) {
      expect(() => parseHostConfig(200, 'application/json', text), text).toThrow(HostConfigError)
      expect(() => parseHostConfig(200, 'application/json', text), text).toThrow(HOST_CONFIG_ERROR)
    }
  })
  it('reads a failing status as the host not serving the file now, not as a wrong config', () => {
    for (const status of [500, 502, 503, 403]) {
      expect(() => parseHostConfig(status, 'text/html', '<html>boom</html>'), String(status)).toThrow(String(status))
      expect(() => parseHostConfig(status, 'text/html', '<html>boom</html>'), String(status)).not.toThrow(HostConfigError)
    }
    expect(() => parseHostConfig(502, 'text/html', '', 'Bad Gateway')).toThrow('502 Bad Gateway')
  })
})
