import { Tooltip } from '@mantine/core'
import type { ReactNode } from 'react'

/** A hover label for an element rendered elsewhere (LazyTooltip's loaded half). */
export default function TargetTooltip({ label, target }: { label: ReactNode; target: HTMLElement }) {
  return <Tooltip label={label} target={target} />
}
