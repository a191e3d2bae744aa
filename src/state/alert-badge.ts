import { create } from 'zustand'

/**
 * Alerts raised while the tab was not seen: the tab title and favicon carry the count until the
 * tab is seen again (alerts put it up, the page title shows it).
 */
export const useAlertBadge = create<{ unseen: number }>(() => ({ unseen: 0 }))

export function addUnseenAlert(): void {
  useAlertBadge.setState((s) => ({ unseen: s.unseen + 1 }))
}

export function clearUnseenAlerts(): void {
  if (useAlertBadge.getState().unseen) useAlertBadge.setState({ unseen: 0 })
}
