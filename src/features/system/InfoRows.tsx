import { Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** Label/value rows of a system card; empty values are left out. */
export function InfoRows({ rows, testId }: { rows: [string, ReactNode][]; testId?: string }) {
  const shown = rows.filter(([, v]) => v !== undefined && v !== null && v !== '')
  return (
    <Table withRowBorders={false} verticalSpacing={4} data-testid={testId}>
      <Table.Tbody>
        {shown.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Td w="40%">
              <Text size="sm" c="dimmed">
                {label}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ wordBreak: 'break-word' }}>
                {value}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
