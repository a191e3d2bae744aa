import { createContext, useContext } from 'react'

/**
 * False while a page is still mounting its blocks one after another (the dashboard's cards). Work
 * that would compete with it for the CPU, such as streaming a large file into a parser, waits for it:
 * on two cores the mount's tasks otherwise stretch to several times their length. Outside such a
 * page it is true.
 */
export const PageSettledContext = createContext(true)

export function usePageSettled(): boolean {
  return useContext(PageSettledContext)
}
