import { ColorSwatch } from '@mantine/core'
import type { SpoolmanSpool } from '../../moonraker/types'
import { spoolColor } from '../../lib/spoolman/spools'

/** The filament's colour as a round swatch (a ring when Spoolman has no colour for it). */
export function SpoolSwatch({ spool, size = 18 }: { spool: SpoolmanSpool; size?: number }) {
  const color = spoolColor(spool)
  return (
    <ColorSwatch
      color={color ?? 'transparent'}
      size={size}
      withShadow={false}
      style={{ flexShrink: 0, border: '1px solid var(--mantine-color-default-border)' }}
      data-color={color ?? ''}
      data-testid="spool-swatch"
    />
  )
}
