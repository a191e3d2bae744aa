import { NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LOCALES, LOCALE_NAMES, changeLocale, type Locale } from '../../i18n'
import { useUiSetting } from '../../state/ui-settings'
import { Card } from '../../ui/Card'
import { saveSetting } from '../../state/actions/settings'
import { useMachineStore } from '../../state/machine'
import { useShallow } from 'zustand/react/shallow'

function useSetting<T>(path: string): [T, (v: T) => void] {
  const value = useUiSetting<T>(path)
  return [value, (v: T) => void saveSetting(path, v)]
}

export default function GeneralSettings() {
  const { t, i18n } = useTranslation()
  const [instanceName, setInstanceName] = useSetting<string>('general.instanceName')
  const [dateformat, setDateformat] = useSetting<string>('general.dateformat')
  const [timeformat, setTimeformat] = useSetting<string>('general.timeformat')
  const [confirmOnEstop, setConfirmOnEstop] = useSetting<boolean>('general.confirmOnEstop')
  const [confirmOnPower, setConfirmOnPower] = useSetting<boolean>('general.confirmOnPowerDeviceChange')
  const [confirmOnSave, setConfirmOnSave] = useSetting<boolean>('general.confirmOnSaveConfigAndRestart')
  const [versionNotes, setVersionNotes] = useSetting<boolean>('general.enableVersionNotifications')
  const [toolheadXY, setToolheadXY] = useSetting<number>('general.defaultToolheadXYSpeed')
  const [topNavPower, setTopNavPower] = useSetting<string | null>('general.topNavPowerToggle')
  const powerDevices = useMachineStore(useShallow((s) => s.powerDevices.map((d) => d.device)))

  return (
    <Card title={t('settings.general', 'General')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('settings.instanceName', 'Printer name')}
          defaultValue={instanceName}
          onBlur={(e) => e.currentTarget.value.trim() && setInstanceName(e.currentTarget.value.trim())}
          error={!instanceName && undefined}
        />
        <Select
          label={t('settings.language', 'Language')}
          data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
          value={i18n.language}
          onChange={(v) => {
            if (!v) return
            void changeLocale(v as Locale)
            void saveSetting('general.locale', v)
          }}
          allowDeselect={false}
        />
        <Select
          label={t('settings.dateFormat', 'Date format')}
          data={[
            { value: 'MMM. DD,', label: 'Jan. 31,' },
            { value: 'DD MMM.', label: '31 Jan.' },
          ]}
          value={dateformat}
          onChange={(v) => v && setDateformat(v)}
          allowDeselect={false}
        />
        <Select
          label={t('settings.timeFormat', 'Time format')}
          data={[
            { value: 'hh:mm a', label: '01:30 pm' },
            { value: 'HH:mm', label: '13:30' },
          ]}
          value={timeformat}
          onChange={(v) => v && setTimeformat(v)}
          allowDeselect={false}
        />
        {powerDevices.length > 0 && (
          <Select
            label={t('settings.topNavPowerToggle', 'Power toggle in the app bar')}
            data={powerDevices}
            value={topNavPower}
            onChange={(v) => setTopNavPower(v)}
            clearable
            placeholder={t('settings.none', 'None')}
          />
        )}
        <NumberInput label={t('settings.defaultXYSpeed', 'Default toolhead XY speed')} value={toolheadXY} min={1} onBlur={(e) => Number(e.currentTarget.value) >= 1 && setToolheadXY(Number(e.currentTarget.value))} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
        <Switch label={t('settings.confirmOnEstop', 'Confirm emergency stop')} checked={confirmOnEstop} onChange={(e) => setConfirmOnEstop(e.currentTarget.checked)} />
        <Switch label={t('settings.confirmOnPower', 'Confirm power device changes')} checked={confirmOnPower} onChange={(e) => setConfirmOnPower(e.currentTarget.checked)} />
        <Switch label={t('settings.confirmOnSave', 'Confirm SAVE_CONFIG and restart')} checked={confirmOnSave} onChange={(e) => setConfirmOnSave(e.currentTarget.checked)} />
        <Switch label={t('settings.versionNotifications', 'Notify about updates')} checked={versionNotes} onChange={(e) => setVersionNotes(e.currentTarget.checked)} />
      </SimpleGrid>
    </Card>
  )
}
