import { ActionIcon } from '@mantine/core'
import { Suspense, useState } from 'react'
import { IconAdjustments, IconChartLine, IconCheck, IconFlame, IconFlameOff, IconSettings } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { applyPreset, turnOffHeaters } from '../../lib/gcode/heaters'
import { prettyName } from '../../lib/printer-objects'
import { sendGcode } from '../../state/actions/gcode'
import { saveSetting } from '../../state/actions/settings'
import { useThermalPresets } from '../../state/presets'
import { useKlippyReady, usePrinterBusy } from '../../state/printer-selectors'
import { useCalibrationMethods } from '../../state/heater-calibration'
import { useHeaterNames, useSensorsReport, useTargetableNames } from '../../state/thermals'
import { useUiSetting } from '../../state/settings/settings'
import { confirm } from '../../ui/confirm'
import { Menu } from '../../ui/menu'
import { Tooltip } from '../../ui/tooltip'
import { lazy } from '../../ui/lazy'

const HeaterCalibrationDialog = lazy(() => import('./HeaterCalibrationDialog'))

const TOGGLES = ['chartVisible', 'showRateOfChange', 'showRelativeHumidity', 'showBarometricPressure'] as const

/** Presets (apply, turn heaters off) and the card's view settings, saved to the server. */
export function ThermalActions() {
  const { t } = useTranslation('dashboard')
  const ready = useKlippyReady()
  const busy = usePrinterBusy()
  const presets = useThermalPresets()
  const targetable = useTargetableNames()
  const heaters = useHeaterNames()
  const methods = useCalibrationMethods()
  const [calibrating, setCalibrating] = useState<string | null>(null)
  const chartVisible = useUiSetting('general.chartVisible')
  const settings = {
    chartVisible,
    showRateOfChange: useUiSetting('general.showRateOfChange'),
    showRelativeHumidity: useUiSetting('general.showRelativeHumidity'),
    showBarometricPressure: useUiSetting('general.showBarometricPressure'),
  }

  const heatersOff = async () => {
    // SPEC §5: turning the heaters off while printing, paused or busy asks first.
    if (busy && !(await confirm({ title: t('thermals.turnOffHeaters'), message: t('thermals.busyHeatersOff'), confirmLabel: t('status.yes'), cancelLabel: t('status.no'), danger: true }))) return
    void sendGcode(turnOffHeaters())
  }
  // Humidity and pressure are offered only when a sensor reports them.
  const reported = { showRateOfChange: true, showRelativeHumidity: useSensorsReport('humidity'), showBarometricPressure: useSensorsReport('pressure') }
  const toggle = (key: (typeof TOGGLES)[number]) => void saveSetting(`general.${key}`, !settings[key])

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Tooltip label={t('thermals.presets')}>
            <ActionIcon variant="subtle" color="gray" disabled={!ready} aria-label={t('thermals.presets')}>
              <IconFlame size={18} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFlameOff size={16} />} onClick={() => void heatersOff()}>
            {t('thermals.turnOffHeaters')}
          </Menu.Item>
          <Menu.Divider />
          {presets.length === 0 && (
            <Menu.Label style={{ whiteSpace: 'normal', maxWidth: 240 }} data-testid="presets-empty">
              {t('thermals.noPresets')}
            </Menu.Label>
          )}
          {presets.map((preset) => (
            <Menu.Item key={preset.id} leftSection={<IconFlame size={16} />} onClick={() => void sendGcode(applyPreset(preset.values, targetable, preset.gcode))}>
              {preset.name}
            </Menu.Item>
          ))}
          {methods.length > 0 && heaters.length > 0 && <Menu.Divider />}
          {methods.length > 0 && heaters.length > 0 && <Menu.Label>{t('heaterCalibration.menu')}</Menu.Label>}
          {methods.length > 0 &&
            heaters.map((h) => (
              <Menu.Item key={h} leftSection={<IconAdjustments size={16} />} onClick={() => setCalibrating(h)} data-testid={`calibrate-${h}`}>
                {t('heaterCalibration.calibrateNamed', { name: prettyName(h) })}
              </Menu.Item>
            ))}
        </Menu.Dropdown>
      </Menu>
      {calibrating && (
        <Suspense fallback={null}>
          <HeaterCalibrationDialog heater={calibrating} methods={methods} onClose={() => setCalibrating(null)} />
        </Suspense>
      )}
      <Tooltip label={chartVisible ? t('thermals.hideChart') : t('thermals.showChart')}>
        <ActionIcon variant={chartVisible ? 'light' : 'subtle'} color="gray" onClick={() => void toggle('chartVisible')} aria-label={t('thermals.toggleChart')} aria-pressed={chartVisible}>
          <IconChartLine size={18} />
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" withinPortal closeOnItemClick={false}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('thermals.settings')}>
            <IconSettings size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {TOGGLES.filter((k) => k !== 'chartVisible' && reported[k]).map((key) => (
            <Menu.Item key={key} leftSection={settings[key] ? <IconCheck size={16} /> : <span style={{ width: 16 }} />} onClick={() => void toggle(key)}>
              {t(`thermals.${key}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  )
}
