import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { normalizeScenarioName, parseBenchArgs, REPO_ROOT, SOAK_DEFAULT_HOURS, SOAK_DEFAULT_TIME_SCALE, VS_DEFAULT_WINDOW_S } from './options'

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

  it('leaves --vs off by default', () => {
    expect(parseBenchArgs([])).toMatchObject({ vs: null, vsConfig: null, vsWindow: VS_DEFAULT_WINDOW_S })
  })

  it('reads --vs with its config, window, rounds and CPU rate', () => {
    const o = parseBenchArgs(['--vs', '../fluidd', '--vs-config', 'f.json', '--vs-window', '30', '--runs', '5', '--cpu', '4', '--only', 'Printing Dashboard'], '/w/repo')
    expect(o).toMatchObject({ vs: '/w/fluidd', vsConfig: '/w/repo/f.json', vsWindow: 30, runs: 5, cpu: 4, only: ['printing-dashboard'] })
    expect(parseBenchArgs(['--vs', '/x', '--only', 'cold-load,printing-dashboard']).only).toEqual(['cold-load', 'printing-dashboard'])
    expect(parseBenchArgs(['--vs', '/x', '--only', 'farm']).only).toEqual(['farm'])
  })

  it('refuses --vs options without --vs, and --vs with what it cannot compare', () => {
    expect(() => parseBenchArgs(['--vs-config', 'f.json'])).toThrow(/only apply with --vs/)
    expect(() => parseBenchArgs(['--vs-window', '30'])).toThrow(/only apply with --vs/)
    expect(() => parseBenchArgs(['--vs', '/x', '--vs-window', '0'])).toThrow(/--vs-window/)
    expect(() => parseBenchArgs(['--vs', '/x', '--only', 'console-flood'])).toThrow(/cold-load, printing-dashboard and farm only, not 'console-flood'/)
    expect(() => parseBenchArgs(['--vs', '/x', '--dist', '/y'])).toThrow(/--vs does not combine with --dist/)
    expect(() => parseBenchArgs(['--vs', '/x', '--smoke', '--compare', 'old.json'])).toThrow(/--compare, --smoke/)
    expect(() => parseBenchArgs(['--vs'])).toThrow()
  })

  it('reads the soak scenario\'s simulated hours and time scale', () => {
    expect(parseBenchArgs([])).toMatchObject({ soakHours: SOAK_DEFAULT_HOURS, soakTimeScale: SOAK_DEFAULT_TIME_SCALE })
    expect(parseBenchArgs(['--only', 'soak', '--soak-hours', '2', '--soak-time-scale', '60'])).toMatchObject({ soakHours: 2, soakTimeScale: 60 })
    expect(() => parseBenchArgs(['--soak-hours', '0.5'])).toThrow(/--soak-hours/)
    expect(() => parseBenchArgs(['--soak-time-scale', 'fast'])).toThrow(/--soak-time-scale/)
  })

  it('normalises scenario names', () => {
    expect(normalizeScenarioName(' Initial Payload ')).toBe('initial-payload')
  })
})
