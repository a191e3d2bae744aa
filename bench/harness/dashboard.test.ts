import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { dashboardConfig, dashboardName, fillConfigTemplate, hostConfigTemplate, LIVE_TEMPERATURE } from './dashboard'

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

describe('another build’s host config and name', () => {
  const build = (files: Record<string, string>) => {
    const d = mkdtempSync(path.join(os.tmpdir(), 'bench-build-'))
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(d, name), text)
    return d
  }
  const dirs: string[] = []
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

  it('points a Fluidd-style config.json at the printer and keeps the rest of it', () => {
    const d = build({ 'config.json': '{"blacklist": ["x"], "endpoints": [], "hosted": true, "themePresets": [{"name": "A"}]}' })
    dirs.push(d)
    const template = hostConfigTemplate(d)
    expect(template).not.toBeNull()
    expect(fillConfigTemplate(template as string, 'http://127.0.0.1:7125')).toEqual({
      blacklist: ['x'],
      endpoints: ['http://127.0.0.1:7125'],
      hosted: false,
      themePresets: [{ name: 'A' }],
    })
  })

  it('has no template for a build without one', () => {
    const d = build({ 'config.json': '{"apiUrl": ""}' })
    const none = build({})
    dirs.push(d, none)
    expect(hostConfigTemplate(d)).toBeNull()
    expect(hostConfigTemplate(none)).toBeNull()
  })

  it('names a build from its release_info.json, else from its folder', () => {
    const d = build({ 'release_info.json': '{"project_name":"fluidd","project_owner":"fluidd-core","version":"v1.37.4"}' })
    const plain = build({})
    dirs.push(d, plain)
    expect(dashboardName(d)).toBe('Fluidd 1.37.4')
    expect(dashboardName(plain)).toBe(path.basename(plain))
  })
})

describe('LIVE_TEMPERATURE', () => {
  it('matches a temperature reading with or without a space, not a placeholder', () => {
    expect(LIVE_TEMPERATURE.test('21.9°C')).toBe(true)
    expect(LIVE_TEMPERATURE.test('205.0 °C')).toBe(true)
    expect(LIVE_TEMPERATURE.test('205.0\u202f°C')).toBe(true)
    // Fluidd: <span> 64.5<small>°C</small></span>, whose text the probe reads as one.
    expect(LIVE_TEMPERATURE.test(' 64.5°C')).toBe(true)
    expect(LIVE_TEMPERATURE.test('--°C')).toBe(false)
    expect(LIVE_TEMPERATURE.test('0 °C')).toBe(false)
  })
})
