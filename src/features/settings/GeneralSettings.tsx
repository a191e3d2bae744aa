import { Divider, Select, SimpleGrid, Switch, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LOCALES, LOCALE_NAMES, changeLocale } from '../../i18n'
import { formatDate, formatTime } from '../../lib/datetime'
import { methodsForChoice, progressChoice, PROGRESS_CHOICES } from '../../lib/print-progress'
import { checkName } from '../../lib/input-rules'
import { saveSetting } from '../../state/actions/settings'
import { useMachineStore } from '../../state/machine'
import { usePrinterTitle } from '../../state/printer-title'
import { Card } from '../../ui/Card'
import { useRuleMessage } from '../../ui/use-rule-message'
import { SettingsBackup } from './SettingsBackup'
import { useSetting } from './use-setting'

/** A fixed sample (31 Jan, 13:30) shows what each format looks like. */
const SAMPLE = new Date(2026, 0, 31, 13, 30)
/** The two clocks a user may pick over the language's own (Fluidd's stored values). */
const TIME_FORMATS = ['hh:mm a', 'HH:mm'] as const
/** The two day-and-month orders (Fluidd's stored values). */
const DATE_FORMATS = ['MMM. DD,', 'DD MMM.'] as const

/** The on/off choices of this section. */
type BooleanSetting = `general.${'confirmOnEstop' | 'confirmOnPowerDeviceChange' | 'confirmOnSaveConfigAndRestart' | 'enableVersionNotifications' | 'chartVisible' | 'showRateOfChange' | 'showRelativeHumidity' | 'showBarometricPressure'}`

function InstanceName() {
  const { t } = useTranslation('settings')
  const message = useRuleMessage()
  const [saved, save] = useSetting('general.instanceName')
  // Never named: the field shows the name the app bar uses (the printer's host name), not an error.
  const title = usePrinterTitle()
  const shown = saved || title
  // null until the user types: what they typed then stays through reconnects and a host name that
  // arrives late; a newly saved name shows again.
  const [typed, setTyped] = useState<string | null>(null)
  useEffect(() => setTyped(null), [saved])
  const text = typed ?? shown
  const checked = checkName(text)
  const commit = () => checked.ok && checked.value !== shown && save(checked.value)
  return (
    <TextInput
      label={t('general.instanceName')}
      value={text}
      onChange={(e) => setTyped(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      error={checked.ok ? undefined : message(checked.error)}
      withAsterisk
      data-testid="setting-instanceName"
    />
  )
}

/** Fluidd's printProgressCalculation: how the print card, page title and time left compute progress. */
function ProgressCalculation() {
  const { t } = useTranslation('settings')
  const [stored, save] = useSetting('general.printProgressCalculation')
  return (
    <Select
      label={t('general.printProgressCalculation')}
      description={t('general.printProgressCalculationHint')}
      data={PROGRESS_CHOICES.map((c) => ({ value: c, label: t(`general.progress.${c}`) }))}
      value={progressChoice(stored)}
      onChange={(v) => {
        const choice = PROGRESS_CHOICES.find((c) => c === v)
        if (choice) save(methodsForChoice(choice))
      }}
      allowDeselect={false}
      data-testid="setting-printProgressCalculation"
    />
  )
}

function Toggle({ path, label }: { path: BooleanSetting; label: string }) {
  const [value, save] = useSetting(path)
  return <Switch label={label} checked={value} onChange={(e) => save(e.currentTarget.checked)} />
}

export default function GeneralSettings() {
  const { t, i18n } = useTranslation('settings')
  const [dateformat, setDateformat] = useSetting('general.dateformat')
  const [timeformat, setTimeformat] = useSetting('general.timeformat')
  const [powerToggle, setPowerToggle] = useSetting('general.topNavPowerToggle')
  const [fullscreen, setFullscreen] = useSetting('general.cameraFullscreenAction')
  const devices = useMachineStore((s) => s.powerDevices)
  const locale = i18n.language
  const sample = (date: string | null, time: string | null) => ({ dateformat: date, timeformat: time, locale })

  return (
    <Card title={t('sections.general')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <InstanceName />
        <Select
          label={t('general.language')}
          data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
          value={locale}
          onChange={(v) => {
            const chosen = LOCALES.find((l) => l === v)
            if (!chosen) return
            void changeLocale(chosen)
            void saveSetting('general.locale', chosen)
          }}
          allowDeselect={false}
          data-testid="setting-locale"
        />
        <Select
          label={t('general.dateFormat')}
          data={[
            { value: '', label: t('general.timeFormatLocale', { sample: formatDate(SAMPLE, sample(null, timeformat), false) }) },
            ...DATE_FORMATS.map((f) => ({ value: f, label: formatDate(SAMPLE, sample(f, timeformat), false) })),
          ]}
          value={dateformat ?? ''}
          onChange={(v) => setDateformat(DATE_FORMATS.find((f) => f === v) ?? null)}
          allowDeselect={false}
          data-testid="setting-dateformat"
        />
        <Select
          label={t('general.timeFormat')}
          data={[
            { value: '', label: t('general.timeFormatLocale', { sample: formatTime(SAMPLE, sample(dateformat, null)) }) },
            ...TIME_FORMATS.map((f) => ({ value: f, label: formatTime(SAMPLE, sample(dateformat, f)) })),
          ]}
          value={timeformat ?? ''}
          onChange={(v) => setTimeformat(TIME_FORMATS.find((f) => f === v) ?? null)}
          allowDeselect={false}
          data-testid="setting-timeformat"
        />
        <Select
          label={t('general.topNavPowerToggle')}
          data={[{ value: '', label: t('general.none') }, ...devices.map((d) => ({ value: d.device, label: d.device }))]}
          value={powerToggle ?? ''}
          onChange={(v) => setPowerToggle(v ? v : null)}
          allowDeselect={false}
        />
        <Select
          label={t('general.cameraFullscreenAction')}
          data={[
            { value: 'embed', label: t('general.embed') },
            { value: 'rawstream', label: t('general.rawstream') },
          ]}
          value={fullscreen}
          onChange={(v) => v && setFullscreen(v)}
          allowDeselect={false}
        />
        <ProgressCalculation />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
        <Toggle path="general.confirmOnEstop" label={t('general.confirmOnEstop')} />
        <Toggle path="general.confirmOnPowerDeviceChange" label={t('general.confirmOnPowerDeviceChange')} />
        <Toggle path="general.confirmOnSaveConfigAndRestart" label={t('general.confirmOnSaveConfigAndRestart')} />
        <Toggle path="general.enableVersionNotifications" label={t('general.enableVersionNotifications')} />
      </SimpleGrid>
      <Divider my="md" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Toggle path="general.chartVisible" label={t('general.chartVisible')} />
        <Toggle path="general.showRateOfChange" label={t('general.showRateOfChange')} />
        <Toggle path="general.showRelativeHumidity" label={t('general.showRelativeHumidity')} />
        <Toggle path="general.showBarometricPressure" label={t('general.showBarometricPressure')} />
      </SimpleGrid>
      <Divider my="md" />
      <SettingsBackup />
    </Card>
  )
}
