import { Badge, Button, Group, Stack, Text } from '@mantine/core'
import { IconArrowBarToDown } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { queryEndstops } from '../../state/actions/bed-mesh'
import { usePrinterList } from '../../state/printer-fields'
import { useKlippyReady } from '../../state/printer-selectors'
import { useWait } from '../../state/waits'
import { Card } from '../../ui/Card'

/** Each endstop open or triggered, as last queried (printer.query_endstops.status). */
export function EndstopsCard() {
  const { t } = useTranslation('tune')
  const ready = useKlippyReady()
  const querying = useWait('queryEndstops')
  const lastQuery = usePrinterList((p) => p.object('query_endstops')?.last_query ?? {})
  const [answer, setAnswer] = useState<Record<string, boolean>>()
  // The API's answer is the freshest; the subscribed last_query covers queries made elsewhere.
  const states = answer ?? lastQuery
  const names = Object.keys(states).sort()

  const query = async () => {
    const result = await queryEndstops()
    if (result) setAnswer(Object.fromEntries(Object.entries(result).map(([k, v]) => [k, v.toUpperCase() === 'TRIGGERED'])))
  }

  return (
    <Card
      title={t('endstops.title')}
      icon={<IconArrowBarToDown size={20} />}
      testId="endstops-card"
      actions={
        <Button size="xs" variant="light" loading={querying} disabled={!ready} onClick={() => void query()} data-testid="endstops-query">
          {t('endstops.query')}
        </Button>
      }
    >
      {names.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('endstops.hint')}
        </Text>
      ) : (
        <Stack gap={6}>
          {names.map((name) => (
            <Group key={name} justify="space-between" data-testid="endstop" data-endstop={name}>
              <Text size="sm">{name}</Text>
              <Badge color={states[name] ? 'red' : 'green'} variant="light" data-testid="endstop-state">
                {states[name] ? t('endstops.triggered') : t('endstops.open')}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  )
}
