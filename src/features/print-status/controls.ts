/** Which print controls show (SPEC §4 Controls). */
export interface PrintControls {
  pause: boolean
  resume: boolean
  cancel: boolean
  clearFile: boolean
  reprint: boolean
}

export function printControls(printState: string, filename: string, historySupported: boolean): PrintControls {
  const printing = printState === 'printing'
  const paused = printState === 'paused'
  const idleWithFile = !printing && !paused && filename !== ''
  return {
    pause: printing,
    resume: paused,
    cancel: printing || paused,
    clearFile: idleWithFile,
    // With history the reprint tab offers it instead.
    reprint: idleWithFile && !historySupported,
  }
}
