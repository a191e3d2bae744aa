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
