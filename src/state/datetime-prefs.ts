import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { DateTimePrefs } from '../lib/datetime'
import { getUiSetting, useUiSetting } from './settings/settings'
import i18next from '../i18n'

/** The user's date and time formats (uiSettings.general) and the interface locale, for src/lib/datetime. */
export function useDateTimePrefs(): DateTimePrefs {
  const dateformat = useUiSetting('general.dateformat')
  const timeformat = useUiSetting('general.timeformat')
  const { i18n } = useTranslation()
  const locale = i18n.language
  return useMemo(() => ({ dateformat, timeformat, locale }), [dateformat, timeformat, locale])
}

/** The same outside React (chart axis callbacks read it when they draw). */
export function dateTimePrefs(): DateTimePrefs {
  return { dateformat: getUiSetting('general.dateformat'), timeformat: getUiSetting('general.timeformat'), locale: i18next.language }
}
