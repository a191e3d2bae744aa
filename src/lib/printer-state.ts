/** The label SPEC §4 derives from idle_timeout.state and print_stats.state. */
export type PrinterStateLabel = 'busy' | 'cancelled' | 'complete' | 'idle' | 'loading' | 'paused' | 'printing' | 'ready' | 'standby' | 'error'

export function printerStateLabel(idleState: string | undefined, printState: string | undefined): PrinterStateLabel {
  if (!idleState || !printState) return 'loading'
  const print = printState.toLowerCase()
  const idle = idleState.toLowerCase()
  if (print === 'paused' || print === 'cancelled') return print
  if (idle === 'printing' && print !== 'printing') return 'busy'
  return idle as PrinterStateLabel
}

/** Printing, paused or busy. */
export function isPrinterBusy(label: PrinterStateLabel): boolean {
  return label === 'printing' || label === 'paused' || label === 'busy'
}

/**
 * Jog, home, extrude and retract: allowed when idle and while paused (a filament swap or an M600
 * needs them), not while printing or while Klipper is busy running something else.
 */
export function isManualMotionAllowed(label: PrinterStateLabel): boolean {
  return label !== 'printing' && label !== 'busy'
}
