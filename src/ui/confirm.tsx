import { useEffect, useState, type ComponentType, type ReactNode } from 'react'

export interface ConfirmOptions {
  title: ReactNode
  message?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  /** A destructive action: the confirm button is red. */
  danger?: boolean
}

/** The modal and Mantine's modals manager are no part of the first paint. */
const loadConfirmModal = () => import('./confirm-modal')

/**
 * Asks a yes/no question in a modal and resolves true when the user confirms. The one way the app asks
 * before doing something (SPEC §5 confirmations). The app must render ConfirmHost.
 */
export async function confirm(options: ConfirmOptions): Promise<boolean> {
  const { hostReady, openConfirm } = await loadConfirmModal()
  await hostReady
  return new Promise((resolve) => openConfirm(options, resolve))
}

/** Where confirm()'s modals render; its code is fetched as the app starts, beside the first paint. */
export function ConfirmHost() {
  const [Host, setHost] = useState<ComponentType | null>(null)
  useEffect(() => {
    loadConfirmModal().then(
      (m) => setHost(() => m.ModalsHost),
      () => undefined,
    )
  }, [])
  return Host ? <Host /> : null
}
