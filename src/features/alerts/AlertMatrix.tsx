import { Button, Checkbox, Group, Select, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { sendOn, type RaisedAlert } from '../../state/alerts/alerts'
import { ALERT_CHANNELS, ALERT_KINDS, matrixFor, setAlertPreferences, useAlertPreferences, type AlertChannel, type AlertKind } from '../../state/alerts/preferences'
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

/** Every printer's matrix, or (with a printer's URL) that printer's own, made from the shared one at its first change. */
function toggle(scope: string, kind: AlertKind, channel: AlertChannel, on: boolean): void {
  const prefs = useAlertPreferences.getState()
  const base = scope === ALL ? prefs.matrix : matrixFor(prefs, scope)
  const next = { ...base, [kind]: { ...base[kind], [channel]: on } }
  if (scope === ALL) setAlertPreferences({ matrix: next })
  else setAlertPreferences({ printerMatrix: { ...prefs.printerMatrix, [scope]: next } })
}

function backToShared(scope: string): void {
  const rest = { ...useAlertPreferences.getState().printerMatrix }
  delete rest[scope]
  setAlertPreferences({ printerMatrix: rest })
}

const ALL = 'all'

/** Every printer, or one of them: whose choices the matrix shows. */
function ScopeSelect({ scope, onScope }: { scope: string; onScope(scope: string): void }) {
  const { t } = useTranslation('alerts')
  const instances = useSessionStore((s) => s.instances)
  const own = useAlertPreferences((s) => scope !== ALL && scope in s.printerMatrix)
  if (instances.length < 2) return null
  return (
    <Group gap="xs" mb="xs" align="flex-end">
      <Select
        size="xs"
        w={240}
        label={t('scope')}
        value={scope}
        allowDeselect={false}
        onChange={(v) => onScope(v ?? ALL)}
        data={[{ value: ALL, label: t('allPrinters') }, ...instances.map((i) => ({ value: i.apiUrl, label: i.name }))]}
        data-testid="alert-scope"
      />
      {own && (
        <Button size="compact-sm" variant="subtle" onClick={() => backToShared(scope)}>
          {t('useShared')}
        </Button>
      )}
    </Group>
  )
}

/** The event names stay in view while the channels scroll sideways (a phone). */
const STICKY = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const

/** Which events go out on which channels: one row an event, one column a channel with its test button. */
export function AlertMatrix() {
  const { t } = useTranslation('alerts')
  const [scope, setScope] = useState(ALL)
  const matrix = useAlertPreferences((s) => (scope === ALL ? s.matrix : matrixFor(s, scope)))
  return (
    <>
      <ScopeSelect scope={scope} onScope={setScope} />
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
                      onChange={(e) => toggle(scope, k, c, e.currentTarget.checked)}
                      aria-label={`${t(`kind.${k}`)} · ${t(`channel.${c}`)}`}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  )
}
