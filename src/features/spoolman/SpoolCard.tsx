import { ActionIcon, Alert, Button, Group, Stack, Text } from '@mantine/core'
import { IconCylinder, IconX } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { clearActiveSpool, setActiveSpool } from '../../state/actions/spoolman'
import { usePrintInProgress } from '../../state/printer-selectors'
import { loadSpoolman, refreshActiveSpool, useSpoolmanStore } from '../../state/spoolman/spoolman'
import { useToolSpools } from '../../state/spoolman/tools'
import { useWait } from '../../state/waits'
import { Card } from '../../ui/Card'
import { ActiveSpool } from './ActiveSpool'
import { ChangeSpoolDialog } from './ChangeSpoolDialog'
import { ToolSpools } from './ToolSpools'

/** While a print uses the spool, its remaining figures are read again this often. */
const PRINTING_REFRESH_MS = 10_000

function useSpoolmanLoaded() {
  const printing = usePrintInProgress()
  useEffect(() => void loadSpoolman().catch(() => undefined), [])
  useEffect(() => {
    if (!printing) return
    const timer = setInterval(() => void refreshActiveSpool(), PRINTING_REFRESH_MS)
    // Once more as the print ends, for what it used last.
    return () => {
      clearInterval(timer)
      void refreshActiveSpool()
    }
  }, [printing])
}

/** The Spool card: the active spool from Spoolman, and the way to change it. */
export default function SpoolCard() {
  const { t } = useTranslation('spoolman')
  useSpoolmanLoaded()
  const { configured, connected, activeSpoolId, activeSpool } = useSpoolmanStore(
    useShallow((s) => ({ configured: s.configured, connected: s.connected, activeSpoolId: s.activeSpoolId, activeSpool: s.activeSpool })),
  )
  const tools = useToolSpools()
  const [choosing, setChoosing] = useState(false)
  const busy = useWait('spool')
  const usable = configured === true && connected === true
  const actions = usable && activeSpoolId !== null && (
    <ActionIcon variant="subtle" color="gray" onClick={() => void clearActiveSpool()} loading={busy} aria-label={t('clear')} title={t('clear')} data-testid="clear-spool">
      <IconX size={18} />
    </ActionIcon>
  )
  return (
    <Card title={t('title')} icon={<IconCylinder size={20} />} actions={actions} testId="spool-card">
      {configured === false && <Text c="dimmed" size="sm">{t('notConfigured')}</Text>}
      {configured && connected === false && (
        <Alert color="orange" title={t('disconnected')} data-testid="spoolman-down">
          {t('disconnectedHint')}
        </Alert>
      )}
      {usable && (
        <Stack gap="sm">
          {activeSpool ? (
            <ActiveSpool spool={activeSpool} />
          ) : (
            <div data-testid="no-active-spool">
              <Text fw={600}>{t('noSpool')}</Text>
              <Text size="sm" c="dimmed">
                {t('noSpoolHint')}
              </Text>
            </div>
          )}
          <Group justify="flex-end">
            <Button size="xs" variant="light" onClick={() => setChoosing(true)} data-testid="change-spool">
              {activeSpoolId === null ? t('choose') : t('change')}
            </Button>
          </Group>
        </Stack>
      )}
      {usable && tools.length > 0 && <ToolSpools tools={tools} />}
      {choosing && <ChangeSpoolDialog current={activeSpoolId} onUse={async (id) => (await setActiveSpool(id)) !== undefined} onClose={() => setChoosing(false)} />}
    </Card>
  )
}
