import { Button, Checkbox, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { sendOn, type RaisedAlert } from '../../state/alerts/alerts'
import { ALERT_CHANNELS, ALERT_KINDS, setAlertPreferences, useAlertPreferences, type AlertChannel, type AlertKind } from '../../state/alerts/preferences'
import { printerName } from '../../state/fleet/farm-printer'
import { useFleetStore } from '../../state/fleet/fleet'
import { instanceName } from '../../state/instances'
import { useSessionStore } from '../../state/session'

/** What a channel's test button sends: a finished print on the active printer. */
function sampleAlert(): RaisedAlert {
  const fleet = useFleetStore.getState().printers.find((p) => p.active)
  const instance = useSessionStore.getState().instances.find((i) => i.active)
  const apiUrl = fleet?.apiUrl ?? instance?.apiUrl ?? useSessionStore.getState().apiUrl
  const printer = fleet ? printerName(fleet.store.getState(), fleet.host) : (instance?.name ?? instanceName(apiUrl))
  return { kind: 'complete', filename: 'test.gcode', detail: '', apiUrl, printer }
}

function toggle(kind: AlertKind, channel: AlertChannel, on: boolean): void {
  const { matrix } = useAlertPreferences.getState()
  setAlertPreferences({ matrix: { ...matrix, [kind]: { ...matrix[kind], [channel]: on } } })
}

/** The event names stay in view while the channels scroll sideways (a phone). */
const STICKY = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const

/** Which events go out on which channels: one row an event, one column a channel with its test button. */
export function AlertMatrix() {
  const { t } = useTranslation('alerts')
  const matrix = useAlertPreferences((s) => s.matrix)
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table withRowBorders verticalSpacing={4} horizontalSpacing={6} data-testid="alert-matrix">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={STICKY} />
            {ALERT_CHANNELS.map((c) => (
              <Table.Th key={c} ta="center" style={{ verticalAlign: 'bottom' }}>
                <Stack gap={4} align="center">
                  <Text size="xs" fw={600} ta="center" lh={1.2}>
                    {t(`channel.${c}`)}
                  </Text>
                  <Button size="compact-xs" variant="light" onClick={() => sendOn(c, sampleAlert())} aria-label={`${t('test')} · ${t(`channel.${c}`)}`} data-testid={`alert-test-${c}`}>
                    {t('test')}
                  </Button>
                </Stack>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ALERT_KINDS.map((k) => (
            <Table.Tr key={k}>
              <Table.Td style={STICKY}>
                <Text size="sm">{t(`kind.${k}`)}</Text>
              </Table.Td>
              {ALERT_CHANNELS.map((c) => (
                <Table.Td key={c}>
                  <Checkbox
                    mx="auto"
                    w="fit-content"
                    checked={matrix[k][c]}
                    onChange={(e) => toggle(k, c, e.currentTarget.checked)}
                    aria-label={`${t(`kind.${k}`)} · ${t(`channel.${c}`)}`}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
