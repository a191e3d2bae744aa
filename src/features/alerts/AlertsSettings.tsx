import { Divider, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/Card'
import { AlertMatrix } from './AlertMatrix'
import { AlertTimings } from './AlertTimings'
import { DesktopPermission } from './DesktopPermission'
import { NotifiersList } from './NotifiersList'
import { PrinterAlerts } from './PrinterAlerts'

/**
 * Settings → Alerts: which printer events reach this browser and how (kept on this device), and the
 * notifiers the printer's host sends to phones on its own.
 */
export default function AlertsSettings() {
  const { t } = useTranslation('alerts')
  return (
    <Card title={t('title')} testId="alerts-settings">
      <Stack gap="md">
        <AlertMatrix />
        <DesktopPermission />
        <Divider />
        <AlertTimings />
        <Divider />
        <PrinterAlerts />
        <NotifiersList />
      </Stack>
    </Card>
  )
}
