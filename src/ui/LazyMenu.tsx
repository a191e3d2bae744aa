import { Suspense, useEffect, useState, type ReactElement } from 'react'
import { whenIdle } from '../lib/idle'
import type { Preloadable } from './preloadable'

/**
 * A menu button whose dropdown (and the popover machinery behind it) is not part of the first paint:
 * until first use only the button is on the page. Its code is fetched once the page is idle, so the
 * first click opens it at once. The loaded menu renders the same button as its target, opened.
 */
export function LazyMenu({ button, menu: Menu }: { button: (onClick: () => void) => ReactElement; menu: Preloadable<{ defaultOpened?: boolean }> }) {
  const [used, setUsed] = useState(false)
  useEffect(() => whenIdle(Menu.preload), [Menu])
  const placeholder = button(() => setUsed(true))
  if (!used) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <Menu defaultOpened />
    </Suspense>
  )
}
