import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core'
import { IconRotateClockwise, IconRotate, IconTool } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { formatTurnClock, formatTurnFraction, parseScrewTurn } from '../../lib/bed-mesh/screws'
import { calculateScrewsTilt } from '../../state/actions/bed-mesh'
import { useConfigSection, usePrinter, usePrinterList } from '../../state/printer-fields'
import { usePrinterBusy } from '../../state/printer-selectors'
import { useWait } from '../../state/waits'
import { Card } from '../../ui/Card'
import { formatNumber, formatNumberUpTo } from '../../lib/format'

/** SCREWS_TILT_CALCULATE and each screw's turn from screws_tilt_adjust.results. */
export function ScrewsTiltCard() {
  const { t } = useTranslation('tune')
  const busy = usePrinterBusy()
  const running = useWait('screwsTilt')
  const results = usePrinterList((p) => p.object('screws_tilt_adjust')?.results ?? {})
  const error = usePrinter((p) => p.object('screws_tilt_adjust')?.error ?? false)
  const maxDeviation = usePrinter((p) => p.object('screws_tilt_adjust')?.max_deviation ?? null)
  const config = useConfigSection('screws_tilt_adjust')
  const screws = Object.entries(results)
  return (
    <Card
      title={t('screws.title')}
      icon={<IconTool size={20} />}
      testId="screws-card"
      actions={
        <Button size="xs" variant="light" loading={running} disabled={busy && !running} onClick={() => void calculateScrewsTilt()} data-testid="screws-calculate">
          {t('screws.calculate')}
        </Button>
      }
    >
      <Stack gap={6}>
        {error && (
          <Alert color="red" py={6}>
            {t('screws.error', { max: maxDeviation === null ? '' : formatNumberUpTo(maxDeviation, 4) })}
          </Alert>
        )}
        {screws.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('screws.hint')}
          </Text>
        )}
        {screws.map(([key, r]) => {
          const turn = parseScrewTurn(r.adjust, r.sign, r.is_base)
          // Klipper keys results screw1, screw2 …; the config may give each a name.
          const configured = config?.[`${key}_name`]
          const name = typeof configured === 'string' && configured ? configured : key
          return (
            <Group key={key} justify="space-between" wrap="nowrap" data-testid="screw" data-screw={key}>
              <Stack gap={0}>
                <Text size="sm">{name}</Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  z {formatNumber(r.z, 4)}
                </Text>
              </Stack>
              {turn.isBase ? (
                <Badge variant="light" color="gray">
                  {t('screws.base')}
                </Badge>
              ) : turn.direction === null ? (
                <Badge variant="light" color="green">
                  {t('screws.ok')}
                </Badge>
              ) : (
                <Badge
                  variant="light"
                  color={turn.amount >= 0.25 ? 'orange' : 'yellow'}
                  leftSection={turn.direction === 'CW' ? <IconRotateClockwise size={14} /> : <IconRotate size={14} />}
                  data-testid="screw-turn"
                >
                  {t(turn.direction === 'CW' ? 'screws.cw' : 'screws.ccw', { turns: formatTurnFraction(turn), clock: formatTurnClock(turn) })}
                </Badge>
              )}
            </Group>
          )
        })}
      </Stack>
    </Card>
  )
}
