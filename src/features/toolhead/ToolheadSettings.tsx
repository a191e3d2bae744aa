import { Group, SimpleGrid, Stack, Switch } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { checkDistanceList, checkToolheadDefault, MOVE_DISTANCE_COUNT, Z_ADJUST_COUNT } from '../../lib/input-rules'
import { saveSetting } from '../../state/actions/settings'
import { useUiSetting } from '../../state/settings/settings'
import { Card } from '../../ui/Card'
import { useRuleMessage } from '../../ui/use-rule-message'
import { SettingField } from './SettingField'

const NUMERIC_DEFAULTS = [
  'defaultExtrudeLength',
  'defaultExtrudeSpeed',
  'defaultToolheadMoveLength',
  'defaultToolheadXYSpeed',
  'defaultToolheadZSpeed',
] as const

function NumericDefault({ name }: { name: (typeof NUMERIC_DEFAULTS)[number] }) {
  const { t } = useTranslation('dashboard')
  const ruleMessage = useRuleMessage()
  const value = useUiSetting(`general.${name}`)
  return <SettingField label={t(`toolheadSettings.${name}`)} saved={String(value)} check={checkToolheadDefault} onSave={(v) => void saveSetting(`general.${name}`, v)} errorMessage={ruleMessage} testId={`setting-${name}`} />
}

function DistanceList({ name, count }: { name: 'toolheadMoveDistances' | 'zAdjustDistances'; count: { min: number; max: number } }) {
  const { t } = useTranslation('dashboard')
  const ruleMessage = useRuleMessage()
  const value = useUiSetting(`general.${name}`)
  return (
    <SettingField
      label={t(`toolheadSettings.${name}`)}
      description={t('toolheadSettings.listHint', { min: count.min, max: count.max })}
      saved={value.join(', ')}
      check={(text) => checkDistanceList(text, count)}
      onSave={(v) => void saveSetting(`general.${name}`, v)}
      errorMessage={ruleMessage}
      testId={`setting-${name}`}
    />
  )
}

function AxisInverted({ axis }: { axis: 'x' | 'y' | 'z' }) {
  const { t } = useTranslation('dashboard')
  const inverted = useUiSetting(`general.axis.${axis}.inverted`)
  return <Switch label={t('toolheadSettings.invert', { axis: axis.toUpperCase() })} checked={inverted} onChange={(e) => void saveSetting(`general.axis.${axis}.inverted`, e.currentTarget.checked)} />
}

/** Settings → Toolhead: the defaults and distances the toolhead card uses (SPEC §5 Toolhead). */
export default function ToolheadSettings() {
  const { t } = useTranslation('dashboard')
  const useGcodeCoords = useUiSetting('general.useGcodeCoords')
  return (
    <Card title={t('toolheadSettings.title')} testId="toolhead-settings">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {NUMERIC_DEFAULTS.map((name) => (
            <NumericDefault key={name} name={name} />
          ))}
        </SimpleGrid>
        <DistanceList name="toolheadMoveDistances" count={MOVE_DISTANCE_COUNT} />
        <DistanceList name="zAdjustDistances" count={Z_ADJUST_COUNT} />
        <Switch label={t('toolheadSettings.useGcodeCoords')} checked={useGcodeCoords} onChange={(e) => void saveSetting('general.useGcodeCoords', e.currentTarget.checked)} />
        <Group gap="lg">
          <AxisInverted axis="x" />
          <AxisInverted axis="y" />
          <AxisInverted axis="z" />
        </Group>
      </Stack>
    </Card>
  )
}
