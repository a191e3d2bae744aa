import { Group, Text } from '@mantine/core'

/** Year, version and build hash. */
export function AppFooter() {
  return (
    <Group h="100%" px="md" justify="flex-end">
      <Text size="xs" c="dimmed" data-testid="app-version">
        © {new Date().getFullYear()} Stratum v{__APP_VERSION__}-{__APP_HASH__}
      </Text>
    </Group>
  )
}
