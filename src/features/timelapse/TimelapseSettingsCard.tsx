import { ActionIcon, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconMovie, IconRestore, IconSettings } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PARK_POSITIONS, TIMELAPSE_DEFAULTS, TIMELAPSE_MODES, type StepperLimits } from '../../lib/timelapse/settings'
import type { TimelapseSettings } from '../../moonraker/types'
import { saveTimelapseSettings } from '../../state/actions/timelapse'
import { useCameraList } from '../../state/camera-list'
import { useConfigValue } from '../../state/printer-fields'
import { useTimelapseSettings } from '../../state/timelapse'
import { useWait } from '../../state/waits'
import { Card } from '../../ui/Card'
import { confirm } from '../../ui/confirm'
import { NumberField, SelectField, ToggleField } from './fields'
import { RenderSettingsDialog } from './RenderSettingsDialog'
import { Tooltip } from '../../ui/tooltip'

/** Park X/Y limits from the steppers' position_min/max; SPEC §5 falls back to 0 and infinity. */
function useParkLimits(): StepperLimits {
  const xMin = useConfigValue('stepper_x', 'position_min')
  const xMax = useConfigValue('stepper_x', 'position_max')
  const yMin = useConfigValue('stepper_y', 'position_min')
  const yMax = useConfigValue('stepper_y', 'position_max')
  const n = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) ? v : d)
  return { x: { min: n(xMin, 0), max: n(xMax, Infinity) }, y: { min: n(yMin, 0), max: n(yMax, Infinity) } }
}

/** The timelapse settings card of SPEC §2, on /timelapse and in Settings → Timelapse. */
export function TimelapseSettingsCard() {
  const { t } = useTranslation('timelapse')
  const settings = useTimelapseSettings()
  const [renderOpen, setRenderOpen] = useState(false)
  return (
    <Card
      title={t('settings.title')}
      icon={<IconSettings size={18} />}
      testId="timelapse-settings"
      actions={
        settings && (
          <Group gap={6}>
            <Tooltip label={t('render.settings')}>
              <ActionIcon variant="subtle" color="gray" onClick={() => setRenderOpen(true)} aria-label={t('render.settings')}>
                <IconMovie size={18} />
              </ActionIcon>
            </Tooltip>
            <ResetButton settings={settings} />
          </Group>
        )
      }
    >
      {settings ? <SettingsForm settings={settings} /> : <Text c="dimmed">{t('loading')}</Text>}
      {renderOpen && settings && <RenderSettingsDialog settings={settings} onClose={() => setRenderOpen(false)} />}
    </Card>
  )
}

function ResetButton({ settings }: { settings: TimelapseSettings }) {
  const { t } = useTranslation('timelapse')
  const busy = useWait('timelapse-settings')
  const reset = async () => {
    if (!(await confirm({ title: t('settings.resetTitle'), message: t('settings.resetMessage') }))) return
    const allowed = Object.fromEntries(Object.entries(TIMELAPSE_DEFAULTS).filter(([k]) => !settings.blockedsettings.includes(k)))
    await saveTimelapseSettings(allowed)
  }
  return (
    <Tooltip label={t('settings.reset')}>
      <ActionIcon variant="subtle" color="gray" onClick={() => void reset()} loading={busy} aria-label={t('settings.reset')}>
        <IconRestore size={18} />
      </ActionIcon>
    </Tooltip>
  )
}

function SettingsForm({ settings }: { settings: TimelapseSettings }) {
  const { t } = useTranslation('timelapse')
  const cameras = useCameraList()
  const limits = useParkLimits()
  const cameraChoices = cameras.map((c) => ({ value: c.name, label: c.enabled ? c.name : `${c.name} (${t('settings.cameraDisabled')})`, disabled: !c.enabled }))
  if (settings.camera && !cameras.some((c) => c.name === settings.camera)) cameraChoices.push({ value: settings.camera, label: settings.camera, disabled: false })
  // No camera named: the plugin takes frames from its own snapshot URL (moonraker.conf or its default).
  cameraChoices.unshift({ value: '', label: t('settings.cameraDefault'), disabled: false })
  const s = settings
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <ToggleField settings={s} field="enabled" label={t('settings.enabled')} />
        <ToggleField settings={s} field="gcode_verbose" label={t('settings.verbose')} />
        <SelectField settings={s} field="camera" label={t('settings.camera')} data={cameraChoices} />
        <SelectField settings={s} field="mode" label={t('settings.mode')} data={TIMELAPSE_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))} />
        {s.mode === 'hyperlapse' && <NumberField settings={s} field="hyperlapse_cycle" label={t('settings.hyperlapseCycle')} suffix=" s" />}
        <NumberField settings={s} field="stream_delay_compensation" label={t('settings.streamDelay')} />
      </SimpleGrid>
      <Divider label={t('settings.parking')} labelPosition="left" />
      <ToggleField settings={s} field="parkhead" label={t('settings.parkhead')} />
      {s.parkhead && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <NumberField settings={s} field="park_time" label={t('settings.parkTime')} />
          <NumberField settings={s} field="park_travel_speed" label={t('settings.travelSpeed')} suffix=" mm/s" />
          <SelectField settings={s} field="parkpos" label={t('settings.parkpos')} data={PARK_POSITIONS.map((p) => ({ value: p, label: t(`positions.${p}`) }))} />
          <NumberField settings={s} field="park_custom_pos_dz" label={t('settings.dz')} suffix=" mm" />
          {s.parkpos === 'custom' && (
            <>
              <NumberField settings={s} field="park_custom_pos_x" label={t('settings.customX')} suffix=" mm" limits={limits} />
              <NumberField settings={s} field="park_custom_pos_y" label={t('settings.customY')} suffix=" mm" limits={limits} />
            </>
          )}
          <ToggleField settings={s} field="fw_retract" label={t('settings.fwRetract')} />
          <span />
          {!s.fw_retract && (
            <>
              <NumberField settings={s} field="park_retract_distance" label={t('settings.retractDistance')} suffix=" mm" />
              <NumberField settings={s} field="park_retract_speed" label={t('settings.retractSpeed')} suffix=" mm/s" />
              <NumberField settings={s} field="park_extrude_distance" label={t('settings.extrudeDistance')} suffix=" mm" />
              <NumberField settings={s} field="park_extrude_speed" label={t('settings.extrudeSpeed')} suffix=" mm/s" />
            </>
          )}
        </SimpleGrid>
      )}
    </Stack>
  )
}
