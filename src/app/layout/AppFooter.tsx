import { Group, Text } from '@mantine/core'

/** Year, version and build hash. */
export function AppFooter() {
  return (
    <Group pt="md" justify="flex-end" component="footer">
      <Text size="xs" c="dimmed" data-testid="app-version">
        © {new Date().getFullYear()} Stratum v{__APP_VERSION__}-{__APP_HASH__}
      </Text>
    </Group>
  )
}
