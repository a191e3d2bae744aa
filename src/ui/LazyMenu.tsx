import { Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react'

/**
 * A menu button whose dropdown (and the popover machinery behind it) loads on first use: until then
 * only the button is on the page. The loaded menu renders the same button as its target, opened.
 */
export function LazyMenu({ button, menu: Menu }: { button: (onClick: () => void) => ReactElement; menu: LazyExoticComponent<ComponentType<{ defaultOpened?: boolean }>> }) {
  const [used, setUsed] = useState(false)
  const placeholder = button(() => setUsed(true))
  if (!used) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <Menu defaultOpened />
    </Suspense>
  )
}
