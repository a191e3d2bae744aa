import { Alert, List } from '@mantine/core'
import { LinkedText } from './LinkedText'

/** Messages from the printer under one title (warnings, failed components), links made clickable, never markup. */
export function MessageList({ title, messages, color }: { title: string; messages: readonly string[]; color: 'red' | 'yellow' }) {
  if (messages.length === 0) return null
  return (
    <Alert color={color} variant="light" title={title}>
      <List size="sm">
        {messages.map((m, i) => (
          <List.Item key={i}>
            <LinkedText text={m} />
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}
