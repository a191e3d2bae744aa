import { Box, Tabs } from '@mantine/core'
import { IconPrinter } from '@tabler/icons-react'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePrinterStateLabel } from '../../state/printer-selectors'
import { useHasComponent } from '../../state/server'
import { Card } from '../../ui/Card'
import { PrintControlButtons, useHasPrintControls } from './StatusControls'
import { StatusTab } from './StatusTab'
import { lazy } from '../../ui/lazy'

/** The recent jobs' table (and its pager) loads when the tab is first opened. */
const ReprintTab = lazy(() => import('./ReprintTab').then((m) => ({ default: m.ReprintTab })))

type Tab = 'status' | 'reprint'

/** 'Printer status · Printing': the line may wrap, the state word itself never breaks or truncates. */
function StatusTitle() {
  const { t } = useTranslation('dashboard')
  const state = usePrinterStateLabel()
  return (
    <span style={{ whiteSpace: 'normal' }} data-testid="printer-status-title">
      {t('status.title')} ·{' '}
      <span style={{ whiteSpace: 'nowrap' }} data-testid="printer-status-state">
        {t(`state.${state}`)}
      </span>
    </span>
  )
}

/** Print status: the job, its progress and figures, and the print controls. */
export default function PrinterStatusCard() {
  const { t } = useTranslation('dashboard')
  const hasHistory = useHasComponent('history')
  // The controls get a row of their own under the title, so at no width does one hide behind a
  // menu or squeeze the title (a 570 px column already left it three lines).
  const hasControls = useHasPrintControls()
  const [tab, setTab] = useState<Tab>('status')
  const active: Tab = hasHistory ? tab : 'status'

  return (
    <Card
      title={<StatusTitle />}
      icon={<IconPrinter size={20} />}
      testId="printer-status-card"
      flush
      subHeader={
        <>
          {hasControls && (
            <Box px="md" py="xs">
              <PrintControlButtons />
            </Box>
          )}
          {hasHistory && (
            <Tabs value={active} onChange={(v) => setTab(v === 'reprint' ? 'reprint' : 'status')}>
              <Tabs.List>
                <Tabs.Tab value="status">{t('status.tabStatus')}</Tabs.Tab>
                <Tabs.Tab value="reprint">{t('status.tabReprint')}</Tabs.Tab>
              </Tabs.List>
            </Tabs>
          )}
        </>
      }
    >
      {active === 'status' ? (
        <StatusTab />
      ) : (
        <Suspense fallback={null}>
          <ReprintTab />
        </Suspense>
      )}
    </Card>
  )
}
