/**
 * Actions on several printers at once. Each printer is asked on its own session; one printer's
 * failure is its own result and never stops the others.
 */
import { cancelPrint, emergencyStop, gcodeScript, pausePrint, resumePrint, startPrint } from '../../moonraker/api/printer'
import { queueJobs } from '../../moonraker/api/job-queue'
import { uploadFile } from '../../moonraker/api/files'
import { failureText } from '../../moonraker/errors'
import type { Moonraker } from '../../moonraker/client'
import type { TransferProgress } from '../../moonraker/http'
import { applyPreset } from '../../lib/gcode/heaters'
import type { ThermalPreset } from '../../lib/thermal-presets'
import { clientOf, type FleetPrinter } from './fleet'
import { farmState, type FarmPrinter } from './farm-printer'

export type FleetActionKind = 'pause' | 'resume' | 'cancel' | 'estop'

export interface PrinterOutcome {
  apiUrl: string
  ok: boolean
  /** What the printer said when it refused. */
  error: string
}

const RUN: Record<FleetActionKind, (on: Moonraker) => Promise<unknown>> = {
  pause: (on) => pausePrint(on),
  resume: (on) => resumePrint(on),
  cancel: (on) => cancelPrint(on),
  estop: (on) => emergencyStop(on),
}

/** May the action run on this printer now (the farm card's buttons and the selection's count follow it). */
export function fleetActionAllowed(kind: FleetActionKind, p: FarmPrinter): boolean {
  const state = farmState(p)
  switch (kind) {
    case 'pause':
      return state === 'printing'
    case 'resume':
      return state === 'paused'
    case 'cancel':
      return state === 'printing' || state === 'paused'
    case 'estop':
      return p.connection === 'online' && p.klippyState !== 'disconnected'
  }
}

async function each(printers: readonly FleetPrinter[], run: (p: FleetPrinter) => Promise<unknown>): Promise<PrinterOutcome[]> {
  const results = await Promise.allSettled(printers.map(run))
  return results.map((r, i) => ({ apiUrl: printers[i].apiUrl, ok: r.status === 'fulfilled', error: r.status === 'rejected' ? failureText(r.reason) : '' }))
}

export function runFleetAction(kind: FleetActionKind, printers: readonly FleetPrinter[]): Promise<PrinterOutcome[]> {
  return each(printers, (p) => RUN[kind](clientOf(p)))
}

/** Heats each printer to a preset: its heaters that the printer has, and the preset's G-code. */
export function preheatFleet(preset: ThermalPreset, printers: readonly FleetPrinter[]): Promise<PrinterOutcome[]> {
  return each(printers, async (p) => {
    const available = Object.keys(p.store.getState().objects)
    const script = applyPreset(preset.values, available, preset.gcode)
    if (script) await gcodeScript(script, clientOf(p))
  })
}

export const SEND_MODES = ['print', 'queue', 'upload'] as const
export type SendMode = (typeof SEND_MODES)[number]

/** One printer's part of a send: where its upload is, then what it did with the file. */
export interface SendProgress {
  apiUrl: string
  phase: 'uploading' | 'starting' | 'done' | 'failed'
  /** 0–1 of the upload. */
  progress: number
  error: string
}

/**
 * Uploads the file once to each printer, then prints it there now, adds it to the printer's job
 * queue, or leaves it with the files. Reports each printer's progress as it goes; resolves when
 * every printer is done or has failed.
 */
export async function sendFileToFleet(
  file: File,
  mode: SendMode,
  printers: readonly FleetPrinter[],
  onProgress: (p: SendProgress) => void,
): Promise<PrinterOutcome[]> {
  return each(printers, async (p) => {
    const on = clientOf(p)
    const report = (phase: SendProgress['phase'], progress: number, error = '') => onProgress({ apiUrl: p.apiUrl, phase, progress, error })
    report('uploading', 0)
    try {
      const uploaded = await uploadFile(file, file.name, 'gcodes', '', false, (t: TransferProgress) => report('uploading', t.total ? t.loaded / t.total : 0), on).promise
      const path = uploaded.item?.path ?? file.name
      report('starting', 1)
      if (mode === 'print') await startPrint(path, on)
      if (mode === 'queue') await queueJobs([path], on)
      report('done', 1)
    } catch (error) {
      report('failed', 0, failureText(error))
      throw error
    }
  })
}
