import { Tabs } from '@mantine/core'
import { IconPrinter } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePrinterStateLabel } from '../../state/printer-selectors'
import { useHasComponent } from '../../state/server'
import { Card } from '../../ui/Card'
import { ReprintTab } from './ReprintTab'
import { StatusControls } from './StatusControls'
import { StatusTab } from './StatusTab'

type Tab = 'status' | 'reprint'

/** Print status: the job, its progress and figures, and the print controls. */
export default function PrinterStatusCard() {
  const { t } = useTranslation('dashboard')
  const state = usePrinterStateLabel()
  const hasHistory = useHasComponent('history')
  const [tab, setTab] = useState<Tab>('status')
  const active: Tab = hasHistory ? tab : 'status'

  return (
    <Card
      title={`${t('status.title')} · ${t(`state.${state}`)}`}
      icon={<IconPrinter size={20} />}
      actions={<StatusControls />}
      testId="printer-status-card"
      flush
      subHeader={
        hasHistory ? (
          <Tabs value={active} onChange={(v) => setTab((v as Tab) ?? 'status')}>
            <Tabs.List>
              <Tabs.Tab value="status">{t('status.tabStatus')}</Tabs.Tab>
              <Tabs.Tab value="reprint">{t('status.tabReprint')}</Tabs.Tab>
            </Tabs.List>
          </Tabs>
        ) : undefined
      }
    >
      {active === 'status' ? <StatusTab /> : <ReprintTab />}
    </Card>
  )
}
