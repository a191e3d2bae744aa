import { Group, Paper, SimpleGrid, Text } from '@mantine/core'
import * as Icons from '../icons'
import { Card } from '../../ui/Card'

/** Every icon the shell uses, with its name. */
export default function IconsPage() {
  return (
    <Card title="Icons">
      <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }}>
        {Object.entries(Icons).map(([name, Icon]) => (
          <Paper key={name} withBorder p="sm">
            <Group gap="xs" wrap="nowrap">
              <Icon size={20} />
              <Text size="xs" truncate>
                {name.replace(/^Icon/, '')}
              </Text>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Card>
  )
}
