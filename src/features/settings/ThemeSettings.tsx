import { ColorInput, ColorSwatch, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isSafeLogoUrl } from '../../lib/url'
import { saveSetting } from '../../state/actions/settings'
import { useUiSetting } from '../../state/settings/settings'
import { Card } from '../../ui/Card'
import { Tooltip } from '../../ui/tooltip'

const PRIMARY_COLOURS = ['#2196F3', '#1E88E5', '#00BCD4', '#009688', '#4CAF50', '#8BC34A', '#FFC107', '#FF9800', '#F44336', '#E91E63', '#9C27B0', '#607D8B']

function Logo() {
  const { t } = useTranslation('settings')
  const { t: tApp } = useTranslation()
  const saved = useUiSetting('theme.logo.src')
  const [text, setText] = useState(saved)
  useEffect(() => setText(saved), [saved])
  const valid = isSafeLogoUrl(text.trim())
  return (
    <TextInput
      label={t('theme.logo')}
      description={t('theme.logoHint')}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={() => valid && text.trim() !== saved && void saveSetting('theme.logo.src', text.trim())}
      error={valid ? undefined : tApp('validation.invalidUrl')}
      data-testid="setting-logo"
    />
  )
}

export default function ThemeSettings() {
  const { t } = useTranslation('settings')
  const isDark = useUiSetting('theme.isDark')
  const followSystem = useUiSetting('theme.followSystem')
  const primary = useUiSetting('theme.currentTheme.primary')
  const mode = followSystem ? 'system' : isDark ? 'dark' : 'light'
  const setMode = (m: string) => {
    void saveSetting('theme.followSystem', m === 'system')
    if (m !== 'system') void saveSetting('theme.isDark', m === 'dark')
  }
  return (
    <Card title={t('sections.theme')}>
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('theme.mode')}
          </Text>
          <SegmentedControl
            value={mode}
            onChange={setMode}
            data={[
              { value: 'dark', label: t('theme.dark') },
              { value: 'light', label: t('theme.light') },
              { value: 'system', label: t('theme.system') },
            ]}
            data-testid="setting-theme-mode"
          />
        </div>
        <div>
          <Text size="sm" fw={500} mb="xs">
            {t('theme.primaryColour')}
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
          <ColorInput
            mt="sm"
            maw={240}
            label={t('theme.customColour')}
            format="hex"
            value={primary}
            onChangeEnd={(c) => /^#[0-9a-f]{6}$/i.test(c) && void saveSetting('theme.currentTheme.primary', c.toUpperCase())}
          />
        </div>
        <Logo />
      </Stack>
    </Card>
  )
}
