import { Group, Text } from '@mantine/core'
import { BreakableName } from '../../ui/BreakableName'

/**
 * One 'label: value' line of the status tab. Values are plain text (file names are untrusted); a file
 * name wraps after '_' and '.' rather than mid-token.
 */
export function StatusItem({ label, value, testId, fileName }: { label: string; value: string; testId?: string; fileName?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId} style={fileName ? { overflowWrap: 'break-word', minWidth: 0 } : undefined}>
        {fileName ? <BreakableName name={value} /> : value}
      </Text>
    </Group>
  )
}
