import { Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import type { ReactNode } from 'react'
import i18n from '../i18n'

export interface ConfirmOptions {
  title: ReactNode
  message?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  /** A destructive action: the confirm button is red. */
  danger?: boolean
}

/**
 * Asks a yes/no question in a modal and resolves true when the user confirms. The one way the app asks
 * before doing something (SPEC §5 confirmations).
 */
export function confirm({ title, message, confirmLabel, cancelLabel, danger }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false
    const answer = (value: boolean) => {
      if (answered) return
      answered = true
      resolve(value)
    }
    modals.openConfirmModal({
      title,
      centered: true,
      children: typeof message === 'string' ? <Text>{message}</Text> : message,
      labels: { confirm: confirmLabel ?? i18n.t('app.yes', 'Yes'), cancel: cancelLabel ?? i18n.t('app.no', 'No') },
      confirmProps: { color: danger ? 'red' : undefined, 'data-autofocus': true },
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    })
  })
}
