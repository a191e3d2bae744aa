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

/**
 * The modal and the UI library's modals manager are fetched with the first question (or ahead of it,
 * by a screen that may have to ask while the printer's host is out of reach); a failed fetch is
 * tried again.
 */
let confirmModal: Promise<typeof import('./confirm-modal')> | undefined
const hostWanted = new Set<() => void>()

export function preloadConfirm(): Promise<typeof import('./confirm-modal')> {
  if (!confirmModal) {
    confirmModal = untilLoaded(() => import('./confirm-modal'))
    for (const wake of hostWanted) wake()
  }
  return confirmModal
}

/**
 * Asks a yes/no question in a modal and resolves true when the user confirms. The one way the app asks
 * before doing something (SPEC §5 confirmations). The app must render ConfirmHost.
 */
export async function confirm(options: ConfirmOptions): Promise<boolean> {
  const { hostReady, openConfirm } = await preloadConfirm()
  await hostReady
  return new Promise((resolve) => openConfirm(options, resolve))
}

/** Where confirm()'s modals render, once their code has been asked for. */
export function ConfirmHost() {
  const [Host, setHost] = useState<ComponentType | null>(null)
  useEffect(() => {
    let live = true
    const mount = () => void confirmModal?.then((m) => live && setHost(() => m.ModalsHost))
    if (confirmModal) mount()
    else hostWanted.add(mount)
    return () => {
      live = false
      hostWanted.delete(mount)
    }
  }, [])
  return Host ? <Host /> : null
}
