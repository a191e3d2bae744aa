import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatLength, formatWeight } from '../../lib/format'
import { spoolShortfall, type FilamentNeed } from '../../lib/spoolman/spools'
import { setActiveSpool } from '../../state/actions/spoolman'
import { useSpoolPromptStore } from '../../state/spoolman/print-check'
import { useSpoolmanStore } from '../../state/spoolman/spoolman'
import { useWait } from '../../state/waits'
import { Dialog } from '../../ui/Dialog'
import { SpoolChoice } from './SpoolChoice'

/** "needs 120 g (40.2 m)": the figures both sides know. */
function amount(weight?: number, length?: number): string {
  return [weight !== undefined ? formatWeight(weight) : null, length !== undefined ? formatLength(length) : null].filter(Boolean).join(' / ')
}

/** What the chosen spool lacks for the file, or null when it holds enough (or is not known yet). */
function useShortfall(need: FilamentNeed, spoolId: number | null) {
  const spool = useSpoolmanStore((s) => (spoolId === null ? null : s.spools?.find((x) => x.id === spoolId) ?? (s.activeSpool?.id === spoolId ? s.activeSpool : null)))
  return spool ? spoolShortfall(need, spool) : null
}

function ShortfallWarning({ short }: { short: NonNullable<ReturnType<typeof useShortfall>> }) {
  const { t } = useTranslation('spoolman')
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="spool-shortfall">
      {t('promptShort', { need: amount(short.needWeight, short.needLength), have: amount(short.haveWeight, short.haveLength) })}
    </Alert>
  )
}

/** Before a print on a printer with Spoolman: no spool active, or not enough on it. */
export default function SpoolPrintPrompt() {
  const request = useSpoolPromptStore((s) => s.request)
  return request ? <PromptDialog key={request.filename} /> : null
}

function PromptDialog() {
  const { t } = useTranslation('spoolman')
  const request = useSpoolPromptStore((s) => s.request)
  const activeId = useSpoolmanStore((s) => s.activeSpoolId)
  const [selected, setSelected] = useState<number | null>(activeId)
  const busy = useWait('spool')
  const short = useShortfall(request?.need ?? {}, selected)
  if (!request) return null
  const start = async (id: number | null) => {
    if (id !== null && id !== activeId && (await setActiveSpool(id)) === undefined) return
    request.answer(true)
  }
  const name = request.filename.slice(request.filename.lastIndexOf('/') + 1)
  return (
    <Dialog opened onClose={() => request.answer(false)} title={t('promptTitle')} size="lg" data-testid="spool-print-prompt">
      <Stack gap="md">
        <Text size="sm">
          {t('file')}: <b>{name}</b>
        </Text>
        {activeId === null && <Text size="sm">{t('promptNoSpool')}</Text>}
        {short && <ShortfallWarning short={short} />}
        <SpoolChoice selected={selected} onSelect={setSelected} onChoose={setSelected} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => request.answer(false)}>
            {t('cancel')}
          </Button>
          {selected === null ? (
            <Button variant="light" onClick={() => void start(null)} data-testid="start-without-spool">
              {t('startWithout')}
            </Button>
          ) : (
            <Button onClick={() => void start(selected)} loading={busy} data-testid="start-with-spool">
              {short ? t('startAnyway') : t('start')}
            </Button>
          )}
        </Group>
      </Stack>
    </Dialog>
  )
}
