import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { checkPreviewWidth } from '../../lib/gcode-preview/settings-rules'
import { saveSetting } from '../../state/actions/settings'
import { useUiSetting } from '../../state/settings/settings'
import { Card } from '../../ui/Card'
import { useRuleMessage } from '../../ui/use-rule-message'

const WIDTHS = ['extrusionLineWidth', 'moveLineWidth', 'retractionIconSize'] as const
const TOGGLES = ['drawBackground', 'showAnimations', 'groupLowerLayers', 'autoLoadOnPrintStart', 'autoFollowOnFileLoad'] as const
type TogglePath = (typeof TOGGLES)[number] | 'flip.horizontal' | 'flip.vertical'

/** A width in mm: validated as typed, saved on Enter or blur only when valid. */
function WidthField({ name }: { name: (typeof WIDTHS)[number] }) {
  const { t } = useTranslation('gcodePreview')
  const message = useRuleMessage()
  const saved = String(useUiSetting(`gcodePreview.${name}`))
  const [text, setText] = useState(saved)
  const [focused, setFocused] = useState(false)
  useEffect(() => {
    if (!focused) setText(saved)
  }, [saved, focused])
  const result = checkPreviewWidth(text)
  const commit = () => {
    if (result.ok && text !== saved) void saveSetting(`gcodePreview.${name}`, result.value)
  }
  return (
    <TextInput
      label={t(`settings.${name}`)}
      rightSection="mm"
      value={text}
      error={result.ok ? null : message(result.error)}
      data-testid={`setting-${name}`}
      onFocus={() => setFocused(true)}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={() => {
        setFocused(false)
        commit()
      }}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  )
}

function Toggle({ path, label }: { path: TogglePath; label: string }) {
  const value = useUiSetting(`gcodePreview.${path}`)
  return <Switch label={label} checked={value} onChange={(e) => void saveSetting(`gcodePreview.${path}`, e.currentTarget.checked)} data-testid={`setting-${path}`} />
}

/** Settings → G-code preview (SPEC §3): line widths, flips, drawing and auto-load options. */
export default function GcodePreviewSettings() {
  const { t } = useTranslation('gcodePreview')
  return (
    <Card title={t('settings.title')} testId="gcode-preview-settings">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {WIDTHS.map((name) => (
            <WidthField key={name} name={name} />
          ))}
        </SimpleGrid>
        <Toggle path="flip.horizontal" label={t('settings.flipHorizontal')} />
        <Toggle path="flip.vertical" label={t('settings.flipVertical')} />
        {TOGGLES.map((name) => (
          <Toggle key={name} path={name} label={t(`settings.${name}`)} />
        ))}
      </Stack>
    </Card>
  )
}
