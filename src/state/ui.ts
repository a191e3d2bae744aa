import { create } from 'zustand'

/** View state of the shell that several features read (not persisted to the printer). */
interface UiStore {
  /** Dashboard layout mode, toggled from the tools drawer. */
  layoutMode: boolean
}

export const useUiStore = create<UiStore>(() => ({ layoutMode: false }))

export function setLayoutMode(layoutMode: boolean): void {
  useUiStore.setState({ layoutMode })
}
