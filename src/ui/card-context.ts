import { createContext, useContext, type HTMLAttributes } from 'react'

/** What a dashboard layout tells the card it wraps (collapse state, layout mode, drag handle). */
export interface CardChrome {
  layoutMode: boolean
  collapsed: boolean
  onToggleCollapse(): void
  enabled: boolean
  onToggleEnabled(): void
  dragHandleProps?: HTMLAttributes<HTMLElement>
  /** True when the card's column is narrower than 560 px: menus collapse into one button. */
  narrow: boolean
}

export const CardChromeContext = createContext<CardChrome | null>(null)

export function useCardChrome(): CardChrome | null {
  return useContext(CardChromeContext)
}
