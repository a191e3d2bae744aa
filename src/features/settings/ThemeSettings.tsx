import { ColorSwatch, Group, Switch, Text, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { saveSetting } from '../../state/actions/settings'
import { useUiSetting } from '../../state/ui-settings'
import { Card } from '../../ui/Card'

const PRIMARY_COLOURS = ['#2196F3', '#1E88E5', '#00BCD4', '#009688', '#4CAF50', '#8BC34A', '#FFC107', '#FF9800', '#F44336', '#E91E63', '#9C27B0', '#607D8B']

export default function ThemeSettings() {
  const { t } = useTranslation()
  const isDark = useUiSetting<boolean>('theme.isDark')
  const primary = useUiSetting<string>('theme.currentTheme.primary')
  return (
    <Card title={t('settings.theme', 'Theme')}>
      <Switch label={t('settings.darkMode', 'Dark mode')} checked={isDark} onChange={(e) => void saveSetting('theme.isDark', e.currentTarget.checked)} />
      <Text size="sm" mt="md" mb="xs">
        {t('settings.primaryColour', 'Primary colour')}
      </Text>
      <Group gap="xs">
        {PRIMARY_COLOURS.map((c) => (
          <Tooltip key={c} label={c}>
            <ColorSwatch
              component="button"
              color={c}
              aria-label={c}
              aria-pressed={c.toLowerCase() === primary.toLowerCase()}
              onClick={() => void saveSetting('theme.currentTheme.primary', c)}
              style={{ cursor: 'pointer', outline: c.toLowerCase() === primary.toLowerCase() ? '2px solid var(--mantine-color-text)' : undefined, outlineOffset: 2 }}
            />
          </Tooltip>
        ))}
      </Group>
    </Card>
  )
}
