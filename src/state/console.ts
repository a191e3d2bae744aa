import { activeSession, isActiveSession, sessionPart, sessionStore, type PrinterSession } from './printer-session'
import { gcodeHelp, gcodeScript } from '../moonraker/api/printer'
import { gcodeStore } from '../moonraker/api/server'
import { MoonrakerError } from '../moonraker/errors'
import { reportBackgroundError, reportError } from './errors'
import { getStored, saveStored, updateStored, useStored } from './settings/settings'
import { emergencyStop } from './estop'

/** SPEC §9: the console keeps the last 1000 lines and the last 20 commands. */
export const CONSOLE_RETENTION = 1000
export const COMMAND_HISTORY_SIZE = 20

export type ConsoleEntryType = 'command' | 'response'

export interface ConsoleEntry {
  /** Grows with every line, so it doubles as a stable React key. */
  id: number
  message: string
  type: ConsoleEntryType
  /** Epoch seconds. */
  time: number
}

interface ConsoleStore {
  entries: ConsoleEntry[]
  /** printer.gcode.help: command → description (built-ins and macros). */
  availableCommands: Record<string, string>
  /** Shared by the card and the page; switched off when the user scrolls up. */
  autoScroll: boolean
}

export const useConsoleStore = sessionStore<ConsoleStore>(() => ({ entries: [], availableCommands: {}, autoScroll: true }))

/** A session's lines on their way to its store, and the frame or timer that takes them there. */
interface LineBatch {
  session: PrinterSession
  nextId: number
  pending: ConsoleEntry[]
  flushScheduled: boolean
  lastFlush: number
  timer: ReturnType<typeof setTimeout> | null
  frame: number | null
  flush: () => void
}

const lineBatch = sessionPart<LineBatch>(
  (session) => {
    const batch: LineBatch = { session, nextId: 1, pending: [], flushScheduled: false, lastFlush: 0, timer: null, frame: null, flush: () => flushConsole(batch) }
    return batch
  },
  (batch) => {
    stopFlush(batch)
    batch.pending = []
  },
)

function stopFlush(batch: LineBatch): void {
  if (batch.timer) clearTimeout(batch.timer)
  if (batch.frame !== null) cancelAnimationFrame(batch.frame)
  batch.timer = batch.frame = null
}

function makeEntry(batch: LineBatch, message: string, type: ConsoleEntryType, time = Date.now() / 1000): ConsoleEntry {
  return { id: batch.nextId++, message, type, time }
}

/**
 * A flood of responses (hundreds a second) must not re-render the console per line: lines wait
 * here and reach the store on an animation frame, at most every FLUSH_INTERVAL_MS (every 100 ms
 * while the page is hidden), so a steady stream costs a handful of renders a second.
 */
export const FLUSH_INTERVAL_MS = 66

function scheduleFlush(batch: LineBatch): void {
  if (batch.flushScheduled || batch.session.disposed) return
  batch.flushScheduled = true
  const visible = typeof document !== 'undefined' && document.visibilityState === 'visible'
  if (!visible || typeof requestAnimationFrame !== 'function') {
    batch.timer = setTimeout(batch.flush, 100)
    return
  }
  const wait = batch.lastFlush + FLUSH_INTERVAL_MS - performance.now()
  if (wait <= 0) batch.frame = requestAnimationFrame(batch.flush)
  else batch.timer = setTimeout(() => flushOnNextFrame(batch), wait)
}

/** By the time a delayed flush runs, the page (or a test's DOM) may be gone: flush at once then. */
function flushOnNextFrame(batch: LineBatch): void {
  batch.timer = null
  if (typeof requestAnimationFrame === 'function' && !batch.session.disposed) batch.frame = requestAnimationFrame(batch.flush)
  else flushConsole(batch)
}

/** Moves the waiting lines of the active session (or of `batch`'s own session) into its store. */
export function flushConsole(batch = lineBatch()): void {
  batch.flushScheduled = false
  stopFlush(batch)
  batch.lastFlush = typeof performance !== 'undefined' ? performance.now() : Date.now()
  if (batch.pending.length === 0) return
  const added = batch.pending
  batch.pending = []
  useConsoleStore.ofSession(batch.session).setState((s) => ({ entries: retain(s.entries, added) }))
}

function retain(entries: ConsoleEntry[], added: ConsoleEntry[]): ConsoleEntry[] {
  const total = entries.length + added.length
  if (total <= CONSOLE_RETENTION) return entries.concat(added)
  if (added.length >= CONSOLE_RETENTION) return added.slice(added.length - CONSOLE_RETENTION)
  return entries.slice(total - CONSOLE_RETENTION).concat(added)
}

/** Queues a line for the next flush (of the active session, or of the session a reply belongs to). */
export function appendConsoleLine(message: string, type: ConsoleEntryType = 'response', time?: number, session = activeSession()): void {
  const batch = lineBatch(session)
  batch.pending.push(makeEntry(batch, message, type, time))
  if (batch.pending.length > CONSOLE_RETENTION) batch.pending = batch.pending.slice(batch.pending.length - CONSOLE_RETENTION)
  scheduleFlush(batch)
}

/**
 * Replaces the lines with Moonraker's gcode store (older than the last clear left out), keeping lines
 * that arrived meanwhile. Resolves with every stored line's text (a macro prompt still open is read
 * from them), none when the store could not be read.
 */
export async function loadConsoleHistory(): Promise<string[]> {
  const batch = lineBatch()
  const firstLive = batch.nextId
  try {
    const { gcode_store } = await gcodeStore(CONSOLE_RETENTION)
    const clearedMs = getStored('console', 'lastCleared')
    const stored = gcode_store
      .filter((e) => e.time * 1000 > clearedMs)
      .map((e) => makeEntry(batch, e.message, e.type === 'command' ? 'command' : 'response', e.time))
    flushConsole(batch)
    useConsoleStore.ofSession(batch.session).setState((s) => ({ entries: retain(stored, s.entries.filter((e) => e.id >= firstLive)) }))
    return gcode_store.map((e) => e.message)
  } catch (error) {
    reportBackgroundError(error)
    return []
  }
}

export async function loadAvailableCommands(): Promise<void> {
  const store = useConsoleStore.ofSession()
  try {
    const help = await gcodeHelp()
    const availableCommands: Record<string, string> = {}
    for (const [command, description] of Object.entries(help ?? {})) availableCommands[command.toUpperCase()] = description
    store.setState({ availableCommands })
  } catch (error) {
    reportBackgroundError(error)
  }
}

/** Empties the console; the time is saved so a reload does not bring the old lines back. */
export function clearConsole(): void {
  lineBatch().pending = []
  useConsoleStore.setState({ entries: [] })
  void saveStored('console', 'lastCleared', Date.now()).catch(reportError)
}

export function setConsoleAutoScroll(autoScroll: boolean): void {
  if (useConsoleStore.getState().autoScroll !== autoScroll) useConsoleStore.setState({ autoScroll })
}

/** Newest first, without repeats, at most COMMAND_HISTORY_SIZE. */
export function pushCommandHistory(history: readonly string[], command: string): string[] {
  return [command, ...history.filter((c) => c !== command)].slice(0, COMMAND_HISTORY_SIZE)
}

export function getCommandHistory(): string[] {
  return getStored('console', 'commandHistory')
}

export function useCommandHistory(): string[] {
  return useStored('console', 'commandHistory')
}

/** Any line of the text is M112 (any case): SPEC §4 turns it into an emergency stop. */
export function isEmergencyStopCommand(script: string): boolean {
  return script.split(/\r?\n/).some((line) => line.trim().toLowerCase() === 'm112')
}

/** How long a refused command waits for Klipper's own '!!' echo before the console writes it itself. */
const ERROR_ECHO_WAIT_MS = 300

function hasRecentLine(message: string): boolean {
  const { entries } = useConsoleStore.getState()
  const recent = entries.slice(-50).concat(lineBatch().pending)
  return recent.some((e) => e.type === 'response' && e.message === message)
}

/**
 * Sends what the user typed and shows the reply ('ok'). Klipper echoes a refusal as a '!!' line;
 * when no echo arrives (another server), the console writes the error itself. Transport and server
 * errors are reported as everywhere else.
 */
export async function sendConsoleCommand(text: string): Promise<void> {
  const script = text.trim()
  if (!script) return
  void updateStored('console', 'commandHistory', (history) => pushCommandHistory(history, script)).catch(reportError)
  const session = activeSession()
  appendConsoleLine(script, 'command')
  const estop = isEmergencyStopCommand(script)
  if (estop) await emergencyStop()
  try {
    const result = await gcodeScript(script)
    if (typeof result === 'string' && result) appendConsoleLine(result, 'response', undefined, session)
  } catch (error) {
    if (estop) return
    if (error instanceof MoonrakerError && error.code === 400) {
      const echo = `!! ${error.message}`
      const timer = setTimeout(() => {
        if (isActiveSession(session) && !hasRecentLine(echo)) appendConsoleLine(echo)
      }, ERROR_ECHO_WAIT_MS)
      session.onDispose(() => clearTimeout(timer))
      return
    }
    reportError(error)
  }
}

export function resetConsole(): void {
  lineBatch().pending = []
  useConsoleStore.setState({ entries: [], availableCommands: {} })
}

export function handleGcodeResponse(message: string): void {
  if (typeof message === 'string') appendConsoleLine(message, 'response')
}

