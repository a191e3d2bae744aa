import '@mantine/notifications/styles.css'
import { Notifications, notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import type { Toast } from '../state/toasts'

const COLOURS = { info: 'gray', success: 'green', warning: 'yellow', error: 'red' } as const

export default function ToastHost({ queue, onShown }: { queue: Toast[]; onShown(count: number): void }) {
  useEffect(() => {
    if (queue.length === 0) return
    for (const t of queue) {
      notifications.show({ title: t.title, message: t.message, color: COLOURS[t.type], autoClose: t.timeout ?? (t.type === 'error' ? 5000 : 1500) })
    }
    onShown(queue.length)
  }, [queue, onShown])
  return <Notifications position="bottom-right" limit={4} />
}
