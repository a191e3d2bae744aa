import { Suspense, useState, type ReactElement } from 'react'
import { preloadOverlays } from './overlays'
import { FailureBoundary } from './FailureBoundary'
import type { Preloadable } from './preloadable'

/** What the menu's button needs: the click that opens it, and the signs of intent that fetch its code. */
export interface MenuButtonHandlers {
  onClick(): void
  onPointerEnter(): void
  onFocus(): void
}

/**
 * A menu button whose menu (its own module, and the popover machinery behind it) is not part of the
 * screen's code: until first use only the button is on the page. The code is fetched when the pointer
 * comes over the button or it takes focus, so a click finds it there or nearly. The loaded menu
 * renders the same button as its target, opened.
 */
export function LazyMenu({ button, menu: Menu }: { button: (handlers: MenuButtonHandlers) => ReactElement; menu: Preloadable<{ defaultOpened?: boolean }> }) {
  const [used, setUsed] = useState(false)
  const preload = () => {
    Menu.preload()
    preloadOverlays()
  }
  const placeholder = button({ onClick: () => setUsed(true), onPointerEnter: preload, onFocus: preload })
  if (!used) return placeholder
  // A menu that fails leaves its button in the app bar (the failure goes to the notifications list).
  return (
    <FailureBoundary fallback={() => placeholder}>
      <Suspense fallback={placeholder}>
        <Menu defaultOpened />
      </Suspense>
    </FailureBoundary>
  )
}
