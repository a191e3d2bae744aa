import { ActionIcon, Group } from '@mantine/core'
import { IconPlayerPause, IconPlayerPlay, IconPlayerStop, IconRefresh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { fleetActionAllowed, type FleetActionKind } from '../../state/fleet/fleet-actions'
import { useFarmPrinter, type FleetPrinter } from '../../state/fleet/fleet'
import { reconnect } from '../../state/session-start'
import { runOnPrinters } from './run-on-printers'

const BUTTONS: { kind: FleetActionKind; icon: typeof IconPlayerPause; color?: string }[] = [
  { kind: 'pause', icon: IconPlayerPause },
  { kind: 'resume', icon: IconPlayerPlay },
  { kind: 'cancel', icon: IconPlayerStop, color: 'red' },
]

/** The card's own pause, resume and cancel, each shown while the printer's state allows it; "Try again" while offline. */
export function FarmCardControls({ printer, name }: { printer: FleetPrinter; name: string }) {
  const { t } = useTranslation('farm')
  const allowed = useFarmPrinter(printer, (p) => BUTTONS.map((b) => fleetActionAllowed(b.kind, p)))
  const offline = useFarmPrinter(printer, (p) => p.connection === 'offline' || p.connection === 'refused')
  if (offline) {
    return (
      <ActionIcon variant="subtle" size="md" aria-label={`${t('retry')} · ${name}`} data-action="retry" onClick={() => (printer.session ? printer.session.retryNow() : reconnect())}>
        <IconRefresh size={18} />
      </ActionIcon>
    )
  }
  return (
    <Group gap={4} wrap="nowrap">
      {BUTTONS.map(({ kind, icon: Icon, color }, i) =>
        allowed[i] ? (
          <ActionIcon
            key={kind}
            variant="subtle"
            color={color}
            size="md"
            aria-label={`${t(`actions.${kind}`)} · ${name}`}
            data-action={kind}
            onClick={() => void runOnPrinters(kind, [printer])}
          >
            <Icon size={18} />
          </ActionIcon>
        ) : null,
      )}
    </Group>
  )
}
