import { notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { onToast } from '../state/toasts'

const COLOURS = { info: 'gray', success: 'green', warning: 'yellow', error: 'red' } as const

/** Shows the stores' toasts with Mantine (SPEC: default 1500 ms). */
export function ToastBridge() {
  useEffect(
    () =>
      onToast((t) =>
        notifications.show({
          title: t.title,
          message: t.message,
          color: COLOURS[t.type],
          autoClose: t.timeout ?? (t.type === 'error' ? 5000 : 1500),
        }),
      ),
    [],
  )
  return null
}
