import { create } from 'zustand'

/** View state of the shell that several features read (not persisted to the printer). */
interface UiStore {
  /** Dashboard layout mode, toggled from the tools drawer. */
  layoutMode: boolean
  /** A printer has sent a macro prompt line this visit: the dialog's code is wanted from now on. */
  macroPrompts: boolean
  /** A print start has asked for a spool this visit: the spool prompt's code is wanted from now on. */
  spoolPrompt: boolean
}

export const useUiStore = create<UiStore>(() => ({ layoutMode: false, macroPrompts: false, spoolPrompt: false }))

export function setLayoutMode(layoutMode: boolean): void {
  useUiStore.setState({ layoutMode })
}
