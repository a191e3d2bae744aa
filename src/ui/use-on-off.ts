import { useTranslation } from 'react-i18next'

/** 'On' or 'Off' in the user's language: a switch's value in a message (usePendingValue's format). */
export function useOnOff(): (on: boolean) => string {
  const { t } = useTranslation()
  return (on) => (on ? t('app.on', 'On') : t('app.off', 'Off'))
}
