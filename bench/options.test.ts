import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { normalizeScenarioName, parseBenchArgs, REPO_ROOT } from './options'

describe('parseBenchArgs', () => {
  it('defaults to every scenario at its own CPU rate, results in bench/results.json', () => {
    const o = parseBenchArgs([])
    expect(o).toMatchObject({ only: [], cpu: null, compare: null, dist: null, smoke: false, runs: 3, consoleRoute: '/console', filesRoute: '/jobs' })
    expect(o.out).toBe(path.join(REPO_ROOT, 'bench', 'results.json'))
  })

  it('reads --only in any spelling, repeated or comma-separated', () => {
    expect(parseBenchArgs(['--only', 'Cold Load', '--only', 'console_flood,10k-files']).only).toEqual(['cold-load', 'console-flood', '10k-files'])
  })

  it('resolves paths against the working directory', () => {
    const o = parseBenchArgs(['--dist', 'fluidd', '--config', 'cfg.json', '--compare', 'old.json', '--cpu', '4'], '/tmp/x')
    expect(o).toMatchObject({ dist: '/tmp/x/fluidd', config: '/tmp/x/cfg.json', compare: '/tmp/x/old.json', cpu: 4 })
  })

  it('writes nothing in smoke mode unless asked', () => {
    expect(parseBenchArgs(['--smoke']).out).toBeNull()
    expect(parseBenchArgs(['--smoke', '--out', 'r.json'], '/w').out).toBe('/w/r.json')
  })

  it('refuses bad values', () => {
    expect(() => parseBenchArgs(['--cpu', '0'])).toThrow(/--cpu/)
    expect(() => parseBenchArgs(['--cpu', 'fast'])).toThrow(/--cpu/)
    expect(() => parseBenchArgs(['--config', 'c.json'])).toThrow(/--dist/)
    expect(() => parseBenchArgs(['--files-route', 'files'])).toThrow(/start with/)
    expect(() => parseBenchArgs(['--bogus'])).toThrow()
  })

  it('normalises scenario names', () => {
    expect(normalizeScenarioName(' Initial Payload ')).toBe('initial-payload')
  })
})
