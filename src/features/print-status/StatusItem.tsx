import { Group, Text } from '@mantine/core'

/** One 'label: value' line of the status tab. Values are plain text (file names are untrusted). */
export function StatusItem({ label, value, testId, breakAll }: { label: string; value: string; testId?: string; breakAll?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId} style={breakAll ? { wordBreak: 'break-all' } : undefined}>
        {value}
      </Text>
    </Group>
  )
}
