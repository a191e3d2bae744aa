/** Macros of the printer with their stored settings (the console-macros feature fills this in). */
export function useHasVisibleMacros(): boolean {
  return false
}
