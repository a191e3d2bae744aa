import { moonraker } from '../client'
import type { ObjectsQueryResult, PrinterInfo } from '../types'

export const printerInfo = () => moonraker().call<PrinterInfo>('printer.info')
export const listObjects = () => moonraker().call<{ objects: string[] }>('printer.objects.list')
export const queryObjects = (objects: Record<string, string[] | null>) =>
  moonraker().call<ObjectsQueryResult>('printer.objects.query', { objects })
export const subscribeObjects = (objects: Record<string, string[] | null>) =>
  moonraker().call<ObjectsQueryResult>('printer.objects.subscribe', { objects })
export const gcodeScript = (script: string) => moonraker().call<string>('printer.gcode.script', { script })
export const gcodeHelp = () => moonraker().call<Record<string, string>>('printer.gcode.help')
export const emergencyStop = () => moonraker().call<string>('printer.emergency_stop')
export const restart = () => moonraker().call<string>('printer.restart')
export const firmwareRestart = () => moonraker().call<string>('printer.firmware_restart')
export const startPrint = (filename: string) => moonraker().call<string>('printer.print.start', { filename })
export const pausePrint = () => moonraker().call<string>('printer.print.pause')
export const resumePrint = () => moonraker().call<string>('printer.print.resume')
export const cancelPrint = () => moonraker().call<string>('printer.print.cancel')
export const queryEndstops = () => moonraker().call<Record<string, string>>('printer.query_endstops.status')
