import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { untilLoaded } from '../lib/until-loaded'

export interface ConfirmOptions {
  title: ReactNode
  message?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  /** A destructive action: the confirm button is red. */
  danger?: boolean
}

/** The modal and Mantine's modals manager are no part of the first paint; a failed fetch is tried again. */
let confirmModal: Promise<typeof import('./confirm-modal')> | undefined
const loadConfirmModal = () => (confirmModal ??= untilLoaded(() => import('./confirm-modal')))

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
    void loadConfirmModal().then((m) => setHost(() => m.ModalsHost))
  }, [])
  return Host ? <Host /> : null
}
