import { moonraker, type Moonraker } from '../client'
import type { ObjectsQueryResult, PrinterInfo } from '../types'

export const printerInfo = (on: Moonraker = moonraker()) => on.call<PrinterInfo>('printer.info')
export const listObjects = () => moonraker().call<{ objects: string[] }>('printer.objects.list')
export const queryObjects = (objects: Record<string, string[] | null>, on: Moonraker = moonraker()) =>
  on.call<ObjectsQueryResult>('printer.objects.query', { objects })
export const subscribeObjects = (objects: Record<string, string[] | null>, on: Moonraker = moonraker()) =>
  on.call<ObjectsQueryResult>('printer.objects.subscribe', { objects })
export const gcodeScript = (script: string, on: Moonraker = moonraker()) => on.call<string>('printer.gcode.script', { script })
export const gcodeHelp = () => moonraker().call<Record<string, string>>('printer.gcode.help')
export const emergencyStop = (on: Moonraker = moonraker()) => on.call<string>('printer.emergency_stop')
export const restart = () => moonraker().call<string>('printer.restart')
export const firmwareRestart = () => moonraker().call<string>('printer.firmware_restart')
export const startPrint = (filename: string, on: Moonraker = moonraker()) => on.call<string>('printer.print.start', { filename })
export const pausePrint = (on: Moonraker = moonraker()) => on.call<string>('printer.print.pause')
export const resumePrint = (on: Moonraker = moonraker()) => on.call<string>('printer.print.resume')
export const cancelPrint = (on: Moonraker = moonraker()) => on.call<string>('printer.print.cancel')
export const queryEndstops = () => moonraker().call<Record<string, string>>('printer.query_endstops.status')
