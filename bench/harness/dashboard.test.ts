import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { dashboardConfig, LIVE_TEMPERATURE } from './dashboard'

describe('dashboardConfig', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-config-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('points this repository’s dashboard at the printer', () => {
    expect(dashboardConfig(null, 'http://127.0.0.1:7125')).toEqual({ apiUrl: 'http://127.0.0.1:7125' })
  })

  it('fills a template for another dashboard', () => {
    const file = path.join(dir, 'config.json')
    writeFileSync(file, '{"endpoints": ["{{apiUrl}}"], "host": "{{host}}", "port": "{{port}}"}')
    expect(dashboardConfig(file, 'http://127.0.0.1:41234')).toEqual({ endpoints: ['http://127.0.0.1:41234'], host: '127.0.0.1', port: '41234' })
  })
})

describe('LIVE_TEMPERATURE', () => {
  it('matches a temperature reading with or without a space, not a placeholder', () => {
    expect(LIVE_TEMPERATURE.test('21.9°C')).toBe(true)
    expect(LIVE_TEMPERATURE.test('205.0 °C')).toBe(true)
    expect(LIVE_TEMPERATURE.test('205.0\u202f°C')).toBe(true)
    expect(LIVE_TEMPERATURE.test('--°C')).toBe(false)
    expect(LIVE_TEMPERATURE.test('0 °C')).toBe(false)
  })
})
