import { translate } from '../../i18n'
import { confirm } from '../../ui/confirm'
import { pushNotification } from '../../state/notifications'
import { showToast } from '../../state/toasts'
import { fleetActionAllowed, runFleetAction, type FleetActionKind, type PrinterOutcome } from '../../state/fleet/fleet-actions'
import type { FleetPrinter } from '../../state/fleet/fleet'
import { printerName } from '../../state/fleet/farm-printer'

export const nameOf = (p: FleetPrinter) => printerName(p.store.getState(), p.host)

/** Each printer that refused, as a notification of its own ("voron2: no space left"); the rest as one toast. */
export function reportOutcomes(action: string, printers: readonly FleetPrinter[], outcomes: readonly PrinterOutcome[]): void {
  const byUrl = new Map(printers.map((p) => [p.apiUrl, p]))
  const ok = outcomes.filter((o) => o.ok).length
  for (const o of outcomes.filter((x) => !x.ok)) {
    const printer = byUrl.get(o.apiUrl)
    const name = printer ? nameOf(printer) : o.apiUrl
    pushNotification({ type: 'error', title: translate('farm:actions.failed', '{{name}}: {{error}}', { name, error: o.error }), snackbar: true })
  }
  if (ok) showToast({ type: 'success', message: translate('farm:actions.done', '{{action}}: done on {{count}} printers.', { action, count: ok }) })
}

/**
 * Pause, resume, cancel or emergency stop on the printers whose state allows it, after a question
 * that names them (and those skipped). Resolves once every printer has answered.
 */
export async function runOnPrinters(kind: FleetActionKind, printers: readonly FleetPrinter[]): Promise<void> {
  const action = translate(`farm:actions.${kind}`, kind)
  const able = printers.filter((p) => fleetActionAllowed(kind, p.store.getState()))
  const skipped = printers.filter((p) => !able.includes(p))
  if (!able.length) return
  const names = able.map(nameOf).join(', ')
  const ok = await confirm({
    title: translate('farm:actions.confirmTitle', '{{action}} on {{count}} printers?', { action, count: able.length }),
    message: [
      translate('farm:actions.confirmMessage', 'This applies to: {{names}}.', { names }),
      skipped.length ? translate('farm:actions.notApplicable', 'Skipped (not possible in its state): {{names}}.', { names: skipped.map(nameOf).join(', ') }) : '',
    ]
      .filter(Boolean)
      .join(' '),
    confirmLabel: action,
    danger: kind === 'cancel' || kind === 'estop',
  })
  if (!ok) return
  reportOutcomes(action, able, await runFleetAction(kind, able))
}
