/** The print's progress and time left (SPEC §9), computed from printer objects and file metadata. */

/**
 * How progress is computed, stored as Fluidd does: uiSettings.general.printProgressCalculation, a
 * list whose results are averaged ('file' is relative to the G-code body, 'fileAbsolute' is
 * virtual_sdcard.progress over the whole file).
 */
export type ProgressMethod = 'file' | 'fileAbsolute' | 'slicer' | 'filament'
const METHODS: ProgressMethod[] = ['file', 'fileAbsolute', 'slicer', 'filament']
export const DEFAULT_PROGRESS_METHODS: ProgressMethod[] = ['file']

/** What Settings offers (Fluidd's names); 'mix' is the average of file and filament. */
export type ProgressChoice = 'file' | 'slicer' | 'filament' | 'mix'
export const PROGRESS_CHOICES: ProgressChoice[] = ['file', 'slicer', 'filament', 'mix']

/** The stored list, cleaned: unknown entries dropped, duplicates removed, ['file'] when empty. */
export function progressMethods(stored: unknown): ProgressMethod[] {
  const list = Array.isArray(stored) ? stored : typeof stored === 'string' ? [stored] : []
  const methods = METHODS.filter((m) => list.includes(m))
  return methods.length > 0 ? methods : DEFAULT_PROGRESS_METHODS
}

/** The Settings choice a stored list reads as (a list of several methods is a mix). */
export function progressChoice(stored: unknown): ProgressChoice {
  const methods = progressMethods(stored)
  if (methods.length > 1) return 'mix'
  return methods[0] === 'fileAbsolute' ? 'file' : methods[0]
}

/** The list a Settings choice is stored as. */
export function methodsForChoice(choice: ProgressChoice): ProgressMethod[] {
  return choice === 'mix' ? ['file', 'filament'] : [choice]
}

const clamp01 = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0)

/** What the progress figures are computed from (printer objects and the file's metadata). */
export interface ProgressInput {
  /** print_stats.state: a complete print is 100 % whatever the estimate said. */
  state?: string
  /** virtual_sdcard.file_position (bytes). */
  filePosition?: number
  /** virtual_sdcard.progress (0–1 over the whole file, thumbnails included). */
  fileProgress?: number
  /** Metadata gcode_start_byte / gcode_end_byte: where the G-code body starts and ends. */
  gcodeStartByte?: number
  gcodeEndByte?: number
  /** print_stats.print_duration (s). */
  printDuration?: number
  /** Slicer's estimated_time (s). */
  estimatedTime?: number
  /** print_stats.filament_used and the slicer's filament_total (mm). */
  filamentUsed?: number
  filamentTotal?: number
}

/**
 * Progress through the G-code body: (file_position − gcode_start_byte) / (gcode_end_byte −
 * gcode_start_byte), so the thumbnail header before the first command counts for nothing. Without
 * the byte range it is virtual_sdcard.progress.
 */
export function fileRelativeProgress(input: ProgressInput): number {
  const { filePosition, gcodeStartByte: start, gcodeEndByte: end } = input
  if (typeof filePosition === 'number' && typeof start === 'number' && typeof end === 'number' && end > start) {
    return clamp01((filePosition - start) / (end - start))
  }
  return clamp01(input.fileProgress ?? 0)
}

/** One method's figure, or null when the file or printer lacks what it needs. */
export function progressBy(method: ProgressMethod, input: ProgressInput): number | null {
  switch (method) {
    case 'file':
      return fileRelativeProgress(input)
    case 'fileAbsolute':
      return clamp01(input.fileProgress ?? 0)
    case 'slicer':
      return input.estimatedTime && input.estimatedTime > 0 ? clamp01((input.printDuration ?? 0) / input.estimatedTime) : null
    case 'filament':
      return input.filamentTotal && input.filamentTotal > 0 ? clamp01((input.filamentUsed ?? 0) / input.filamentTotal) : null
  }
}

/**
 * The print's progress (0–1) by the user's methods: the average of those that can be computed,
 * the file's body-relative figure when none can. The card, page title and favicon all show this.
 */
export function printProgress(input: ProgressInput, methods: readonly ProgressMethod[] = DEFAULT_PROGRESS_METHODS): number {
  if (input.state === 'complete') return 1
  const values = methods.map((m) => progressBy(m, input)).filter((v): v is number => v !== null)
  if (values.length === 0) return fileRelativeProgress(input)
  return values.reduce((a, b) => a + b, 0) / values.length
}

/**
 * Seconds left when `progress` took `printDuration`: duration / progress − duration. 0 (unknown)
 * before anything printed. With the slicer method this is exactly estimated_time − print_duration.
 */
export function timeLeft(printDuration: number, progress: number): number {
  if (!(printDuration > 0) || !(progress > 0)) return 0
  if (progress >= 1) return 0
  return Math.max(0, printDuration / progress - printDuration)
}

/** Progress 0–1 as a whole percentage, floored so 100 % means done. */
export function progressPercent(progress: number | undefined): number {
  if (!progress || !Number.isFinite(progress)) return 0
  return Math.min(100, Math.max(0, Math.floor(progress * 100)))
}
