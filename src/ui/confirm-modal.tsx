import { Text } from '@mantine/core'
import { modals, ModalsProvider } from '@mantine/modals'
import { useEffect } from 'react'
import i18n from '../i18n'
import type { ConfirmOptions } from './confirm'
import { FailureBoundary } from './FailureBoundary'

let hostMounted: () => void = () => undefined

/** Resolves once the host listens, so a question asked before it arrived is not lost. */
export const hostReady = new Promise<void>((resolve) => {
  hostMounted = resolve
})

/** Renders the modals openConfirm opens. Its effect runs after the provider's own, which subscribes. */
export function ModalsHost() {
  useEffect(hostMounted, [])
  return <ModalsProvider />
}

/** Opens the yes/no modal; `answer` hears the choice exactly once (closing counts as no). */
export function openConfirm({ title, message, confirmLabel, cancelLabel, danger }: ConfirmOptions, answer: (value: boolean) => void): void {
  let answered = false
  const once = (value: boolean) => {
    if (answered) return
    answered = true
    answer(value)
  }
  modals.openConfirmModal({
    title,
    centered: true,
    // Its buttons stay outside the boundary: a question whose text fails can still be answered no.
    children: <FailureBoundary name={typeof title === 'string' ? title : ''}>{typeof message === 'string' ? <Text>{message}</Text> : message}</FailureBoundary>,
    labels: { confirm: confirmLabel ?? i18n.t('app.yes', 'Yes'), cancel: cancelLabel ?? i18n.t('app.no', 'No') },
    confirmProps: { color: danger ? 'red' : undefined, 'data-autofocus': true },
    onConfirm: () => once(true),
    onCancel: () => once(false),
    onClose: () => once(false),
  })
}
