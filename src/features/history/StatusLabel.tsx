import { IconAlertTriangle, IconCancel, IconCircleCheck, IconProgress } from '@tabler/icons-react'
import { statusLook, type StatusColor, type StatusIcon } from '../../lib/history/status'

const ICONS: Record<StatusIcon, typeof IconCircleCheck> = {
  completed: IconCircleCheck,
  in_progress: IconProgress,
  cancelled: IconCancel,
  warning: IconAlertTriangle,
}

export const STATUS_COLORS: Record<StatusColor, string> = {
  green: 'var(--mantine-color-green-6)',
  red: 'var(--mantine-color-red-6)',
  amber: 'var(--mantine-color-yellow-6)',
  gray: 'var(--mantine-color-dimmed)',
}

/** A job status as SPEC §4 draws it: its icon and colour, then its label. Plain elements: it sits in every table row. */
export function StatusLabel({ status, label }: { status: string; label: string }) {
  const look = statusLook(status)
  const Icon = ICONS[look.icon]
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minWidth: 0 }} data-testid="job-status" data-status={status} data-color={look.color}>
      <Icon size={16} color={STATUS_COLORS[look.color]} style={{ flexShrink: 0 }} aria-hidden />
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</span>
    </span>
  )
}
