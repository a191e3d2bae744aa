/** A value the user sent that the printer had not taken when its time ran out (usePendingValue). */
export interface NotApplied {
  /** The control, as its label reads ('Speed factor'). */
  label: string
  /** The value as the control shows it ('150 %', 'On'). */
  value: string
}

const listeners = new Set<(notice: NotApplied) => void>()

/**
 * Who tells the user (the app, with a toast): ui/ reaches no store. Kept apart from the hook, so the
 * first page that wires it loads no control code. Returns the unsubscribe.
 */
export function onNotApplied(listener: (notice: NotApplied) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function reportNotApplied(notice: NotApplied): void {
  listeners.forEach((listener) => listener(notice))
}
