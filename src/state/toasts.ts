/** Transient messages for the shell to show; stores raise them without knowing the UI kit. */
export interface Toast {
  type: 'info' | 'success' | 'warning' | 'error'
  message: string
  title?: string
  /** ms; the shell's default is 1500. */
  timeout?: number
}

const listeners = new Set<(t: Toast) => void>()

export function showToast(toast: Toast): void {
  listeners.forEach((l) => l(toast))
}

export function onToast(listener: (t: Toast) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
