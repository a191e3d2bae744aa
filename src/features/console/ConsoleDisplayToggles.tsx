import { Stack, Switch } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { saveSetting } from '../../state/actions/settings'
import { useUiSetting } from '../../state/settings/settings'

/** The console menu's display switches (they load with the menu's first opening). */
export default function ConsoleDisplayToggles() {
  const { t } = useTranslation('console')
  const hideTempWaits = useUiSetting('general.hideTempWaits')
  const flipped = useUiSetting('general.flipConsoleLayout')
  return (
    <Stack gap="xs" p="xs">
      <Switch size="xs" label={t('hideTempWaits')} checked={hideTempWaits} onChange={(e) => void saveSetting('general.hideTempWaits', e.currentTarget.checked)} />
      <Switch size="xs" label={t('flipLayout')} checked={flipped} onChange={(e) => void saveSetting('general.flipConsoleLayout', e.currentTarget.checked)} />
    </Stack>
  )
}
