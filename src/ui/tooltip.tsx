import type { TooltipProps as LibraryTooltipProps } from '@mantine/core'
import { useMergedRef } from '@mantine/hooks'
import { cloneElement, useState, type ReactElement, type Ref } from 'react'
import { chain, useOverlays } from './overlays'

type Handler = (event: unknown) => void

type ChildProps = { ref?: Ref<HTMLElement>; onPointerEnter?: (e: unknown) => void; onFocus?: (e: unknown) => void }

export type TooltipProps = Pick<LibraryTooltipProps, 'label' | 'disabled' | 'openDelay' | 'closeDelay' | 'maw' | 'w' | 'multiline' | 'position' | 'withArrow'> & {
  children: ReactElement<ChildProps>
  /** What a parent adds to the child (a menu's button handlers, its ref) passes through to it. */
  ref?: Ref<HTMLElement>
  [passThrough: `on${string}` | `aria-${string}` | `data-${string}`]: unknown
}

/**
 * The UI library's Tooltip for a control: the control renders as it is, and the label (with the
 * positioning code behind it) attaches to it when the pointer first comes over it or it first takes
 * focus, so a screen's tooltips cost nothing until one is wanted. The control is never re-mounted.
 */
export function Tooltip({ children, label, disabled, openDelay, closeDelay, maw, w, multiline, position, withArrow, ref, ...passThrough }: TooltipProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null)
  const [wanted, setWanted] = useState(false)
  const overlays = useOverlays(wanted && !disabled)
  const childRef = useMergedRef(setTarget, ref, children.props.ref)
  const want = () => setWanted(true)
  // A parent's handlers (a menu's button) run after the control's own, as the library's Tooltip does.
  const own = children.props as Record<string, unknown>
  const handlers: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(passThrough)) {
    if (/^on[A-Z]/.test(key) && typeof value === 'function') handlers[key] = chain(own[key] as Handler | undefined, value as Handler)
  }
  const child = cloneElement(children, {
    ...passThrough,
    ...handlers,
    ref: childRef,
    onPointerEnter: chain(handlers.onPointerEnter as Handler | undefined ?? children.props.onPointerEnter, want),
    onFocus: chain(handlers.onFocus as Handler | undefined ?? children.props.onFocus, want),
  })
  if (!overlays || !target || disabled) return child
  // Mounted while the pointer is over the control: the pointer has already entered, so it opens now.
  const hovered = target.matches(':hover')
  return (
    <>
      {child}
      <overlays.Tooltip label={label} target={target} defaultOpened={hovered} openDelay={openDelay} closeDelay={closeDelay} maw={maw} w={w} multiline={multiline} position={position} withArrow={withArrow} />
    </>
  )
}
