import { Group, Paper, SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import * as Icons from '../icons'
import { Card } from '../../ui/Card'

/** Every icon the app uses, with its name. */
export default function IconsPage() {
  const { t } = useTranslation()
  return (
    <Card title={t('nav.icons')}>
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
