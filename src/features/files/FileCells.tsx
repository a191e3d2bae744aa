import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconHistory, IconProgress } from '@tabler/icons-react'
import { filamentChips, filamentColors } from '../../lib/files/filament'
import type { FileMeta } from '../../lib/files/entry'
import { statusLook, type StatusColor, type StatusIcon } from '../../lib/history/status'
import classes from './FileTable.module.css'

const ICONS: Record<StatusIcon, typeof IconCircleCheck> = {
  completed: IconCircleCheck,
  in_progress: IconProgress,
  cancelled: IconCircleX,
  warning: IconAlertTriangle,
}

const COLORS: Record<StatusColor, string> = {
  green: 'var(--mantine-color-green-6)',
  red: 'var(--mantine-color-red-6)',
  amber: 'var(--mantine-color-yellow-6)',
  gray: 'var(--mantine-color-dimmed)',
}

/** The icon of a file's last print; plain elements, as in every row. */
export function LastStatusCell({ status, label }: { status: string | null; label(status: string): string }) {
  if (!status) return <div className={classes.cell} role="cell" data-column="last_status" />
  const look = statusLook(status)
  const Icon = ICONS[look.icon]
  const text = label(look.label)
  return (
    <div className={`${classes.cell} ${classes.status}`} role="cell" data-column="last_status" data-status={status} title={text}>
      <Icon size={18} color={COLORS[look.color]} aria-label={text} role="img" />
    </div>
  )
}

/** Filament chips: the slicer's names as text, colours only after safeColor let them through. */
export function FilamentCell({ meta, text }: { meta: FileMeta | undefined; text: string }) {
  const chips = filamentChips(meta)
  return (
    <div className={`${classes.cell} ${classes.chips}`} role="cell" data-column="filament" title={text}>
      {chips.length === 0
        ? '-'
        : chips.map((c, i) => (
            <span key={i} className={classes.chip} data-testid="filament-chip">
              {c.color && <span className={classes.swatch} style={{ background: c.color }} data-color={c.color} />}
              {c.label}
            </span>
          ))}
    </div>
  )
}

/** The filament colours alone: a swatch each, the value in its tooltip. */
export function FilamentColorCell({ meta }: { meta: FileMeta | undefined }) {
  const colors = filamentColors(meta)
  return (
    <div className={`${classes.cell} ${classes.chips}`} role="cell" data-column="filament_color" title={colors.join(', ')}>
      {colors.length === 0
        ? '-'
        : colors.map((c, i) => <span key={i} className={classes.swatch} style={{ background: c }} data-color={c} data-testid="filament-color" />)}
    </div>
  )
}

/** The last-print column's header: an icon, the name in its tooltip. */
export function LastStatusHeader({ label }: { label: string }) {
  return (
    <span title={label} aria-label={label} style={{ display: 'flex', justifyContent: 'center' }}>
      <IconHistory size={16} />
    </span>
  )
}
