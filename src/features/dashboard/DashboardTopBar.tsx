import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSocketOpen } from '../../state/session'
import type { DashboardCardDef, DashboardCardId } from './card-types'
import classes from './Dashboard.module.css'
import { StaleNotice } from './StaleNotice'

/** How long a jump keeps the card at the top while the cards above it settle (mounting, laying out). */
const SETTLE_MS = 2500

/** Brings a card to the top of the view, below the app bar and this bar (the slot's scroll margin). */
function jumpTo(id: DashboardCardId): void {
  const slot = document.querySelector(`[data-testid="dashboard-card-${id}"]`)
  if (!slot) return
  slot.scrollIntoView({ block: 'start' })
  // Cards above it mount and lay out as they pass through the view: keep the card in place while the
  // page around it changes size, until the user scrolls or it has settled.
  const page = slot.closest('main') ?? document.body
  const keep = new ResizeObserver(() => slot.scrollIntoView({ block: 'start' }))
  const stop = () => {
    keep.disconnect()
    window.removeEventListener('touchstart', stop)
    window.removeEventListener('wheel', stop)
  }
  keep.observe(page)
  window.addEventListener('touchstart', stop, { once: true, passive: true })
  window.addEventListener('wheel', stop, { once: true, passive: true })
  setTimeout(stop, SETTLE_MS)
}

/**
 * On phones, where the cards stack into one long column, a bar of their names that stays at the top and
 * jumps to one; on every screen, the age of the readings while they are still the last before a drop
 * once the connection is back (Klipper found shut down, the subscribe reply on its way).
 */
export const DashboardTopBar = memo(function DashboardTopBar({ cards }: { cards: DashboardCardDef[] }) {
  const { t } = useTranslation()
  // While the connection is down the banner above every page says how old the readings are.
  const socketOpen = useSocketOpen()
  return (
    <div className={classes.topBar}>
      <nav className={classes.jumpBar} aria-label={t('dashboard:jump.label')} data-testid="dashboard-jump-bar">
        {cards.map((def) => (
          <button type="button" key={def.id} className={classes.jump} onClick={() => jumpTo(def.id)} data-testid={`jump-${def.id}`}>
            {t(def.titleKey, def.title)}
          </button>
        ))}
      </nav>
      {socketOpen && <StaleNotice />}
    </div>
  )
})
