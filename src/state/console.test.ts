// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'

const api = vi.hoisted(() => ({
  gcodeScript: vi.fn<(script: string) => Promise<string>>(),
  gcodeHelp: vi.fn(),
  gcodeStore: vi.fn(),
  emergencyStop: vi.fn(),
  postDatabaseItem: vi.fn(),
  reportError: vi.fn(),
}))
vi.mock('../moonraker/api/printer', () => ({ gcodeScript: api.gcodeScript, gcodeHelp: api.gcodeHelp }))
vi.mock('../moonraker/api/server', () => ({ gcodeStore: api.gcodeStore }))
vi.mock('../moonraker/api/database', () => ({ postDatabaseItem: api.postDatabaseItem, getDatabaseItem: vi.fn(async () => ({ namespace: 'fluidd', key: '', value: undefined })) }))
vi.mock('./estop', () => ({ emergencyStop: api.emergencyStop }))
vi.mock('./errors', () => ({ reportError: api.reportError }))

const { MoonrakerError } = await import('../moonraker/errors')
const { resetStoredSettings, setStoredLocally } = await import('./settings/store')
const consoleState = await import('./console')
const { CONSOLE_RETENTION, appendConsoleLine, clearConsole, flushConsole, isEmergencyStopCommand, loadConsoleHistory, pushCommandHistory, sendConsoleCommand, useConsoleStore } =
  consoleState

const messages = () => useConsoleStore.getState().entries.map((e) => e.message)

beforeEach(() => {
  vi.clearAllMocks()
  api.postDatabaseItem.mockResolvedValue({})
  consoleState.resetConsole()
  resetStoredSettings()
})

describe('console lines', () => {
  it('batches notify_gcode_response lines until the next flush', () => {
    consoleState.handleGcodeResponse('one')
    consoleState.handleGcodeResponse('two')
    expect(messages()).toEqual([])
    flushConsole()
    expect(messages()).toEqual(['one', 'two'])
  })
  it('keeps the last 1000 lines', () => {
    for (let i = 0; i < CONSOLE_RETENTION + 25; i++) appendConsoleLine(`line ${i}`)
    flushConsole()
    appendConsoleLine('last')
    flushConsole()
    const all = messages()
    expect(all).toHaveLength(CONSOLE_RETENTION)
    expect(all[0]).toBe('line 26')
    expect(all.at(-1)).toBe('last')
  })
  it('loads the gcode store, leaving out lines from before the last clear', async () => {
    setStoredLocally('console', 'lastCleared', 2_000_000)
    api.gcodeStore.mockResolvedValue({
      gcode_store: [
        { message: 'old', time: 1000, type: 'response' },
        { message: 'G28', time: 3000, type: 'command' },
        { message: 'ok', time: 3001, type: 'response' },
      ],
    })
    await loadConsoleHistory()
    expect(useConsoleStore.getState().entries.map((e) => [e.type, e.message])).toEqual([
      ['command', 'G28'],
      ['response', 'ok'],
    ])
  })
  it('clear empties the console and saves when it happened', () => {
    appendConsoleLine('x')
    flushConsole()
    clearConsole()
    expect(messages()).toEqual([])
    expect(api.postDatabaseItem).toHaveBeenCalledWith('fluidd', 'console.lastCleared', expect.any(Number))
  })
})

describe('command history', () => {
  it('keeps 20 commands, newest first, without repeats', () => {
    let history: string[] = []
    for (let i = 0; i < 25; i++) history = pushCommandHistory(history, `G1 X${i}`)
    history = pushCommandHistory(history, 'G1 X10')
    expect(history).toHaveLength(20)
    expect(history[0]).toBe('G1 X10')
    expect(history.filter((c) => c === 'G1 X10')).toHaveLength(1)
  })
})

describe('sendConsoleCommand', () => {
  it('shows the command and the reply, and remembers the command', async () => {
    api.gcodeScript.mockResolvedValue('ok')
    await sendConsoleCommand('  G28 ')
    flushConsole()
    expect(api.gcodeScript).toHaveBeenCalledWith('G28')
    expect(useConsoleStore.getState().entries.map((e) => [e.type, e.message])).toEqual([
      ['command', 'G28'],
      ['response', 'ok'],
    ])
    expect(api.postDatabaseItem).toHaveBeenCalledWith('fluidd', 'console.commandHistory', ['G28'])
  })
  it('turns m112 in any case into an emergency stop and still sends it', async () => {
    expect(isEmergencyStopCommand('M112')).toBe(true)
    expect(isEmergencyStopCommand('G28\nm112')).toBe(true)
    expect(isEmergencyStopCommand('M1120')).toBe(false)
    api.gcodeScript.mockRejectedValue(new MoonrakerError(503, 'Klippy shutdown'))
    await sendConsoleCommand('m112')
    expect(api.emergencyStop).toHaveBeenCalledOnce()
    expect(api.gcodeScript).toHaveBeenCalledWith('m112')
    expect(api.reportError).not.toHaveBeenCalled()
  })
  it('writes a refusal Klipper did not echo, and does not toast it', async () => {
    vi.useFakeTimers()
    api.gcodeScript.mockRejectedValue(new MoonrakerError(400, 'Unknown command:"FOO"'))
    await sendConsoleCommand('FOO')
    vi.advanceTimersByTime(400)
    flushConsole()
    vi.useRealTimers()
    expect(messages()).toEqual(['FOO', '!! Unknown command:"FOO"'])
    expect(api.reportError).not.toHaveBeenCalled()
  })
  it('does not repeat a refusal Klipper already echoed', async () => {
    vi.useFakeTimers()
    api.gcodeScript.mockImplementation(async () => {
      consoleState.handleGcodeResponse('!! Unknown command:"BAR"')
      throw new MoonrakerError(400, 'Unknown command:"BAR"')
    })
    await sendConsoleCommand('BAR')
    vi.advanceTimersByTime(400)
    flushConsole()
    vi.useRealTimers()
    expect(messages()).toEqual(['BAR', '!! Unknown command:"BAR"'])
  })
})
