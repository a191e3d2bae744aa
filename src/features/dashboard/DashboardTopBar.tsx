import { Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatTime } from '../../lib/datetime'
import { useDateTimePrefs } from '../../state/datetime-prefs'
import { useStaleReadingsTime } from '../../state/printer-selectors'
import type { DashboardCardDef, DashboardCardId } from './card-types'
import classes from './Dashboard.module.css'

/** "Last readings as of 12:04:31": shown while the printer's last readings stand in for live ones. */
function StaleNotice({ readAt }: { readAt: number }) {
  const { t } = useTranslation('dashboard')
  const prefs = useDateTimePrefs()
  return (
    <Text size="sm" c="dimmed" className={classes.staleNotice} data-testid="stale-as-of" role="status">
      {t('stale.asOf', { time: formatTime(new Date(readAt), prefs, true) })}
    </Text>
  )
}

/** Brings a card to the top of the view, below the app bar and this bar (the slot's scroll margin). */
function jumpTo(id: DashboardCardId): void {
  const slot = document.querySelector(`[data-testid="dashboard-card-${id}"]`)
  slot?.scrollIntoView({ block: 'start' })
  // Cards above it lay out as they come into view on the way: settle on the card once more.
  requestAnimationFrame(() => requestAnimationFrame(() => slot?.scrollIntoView({ block: 'start' })))
}

/**
 * On phones, where the cards stack into one long column, a bar of their names that stays at the top and
 * jumps to one; on every screen, the age of the readings while they are the last before a drop.
 */
export function DashboardTopBar({ cards }: { cards: DashboardCardDef[] }) {
  const { t } = useTranslation()
  const readAt = useStaleReadingsTime()
  return (
    <div className={classes.topBar}>
      <nav className={classes.jumpBar} aria-label={t('dashboard:jump.label')} data-testid="dashboard-jump-bar">
        {cards.map((def) => (
          <UnstyledButton key={def.id} className={classes.jump} onClick={() => jumpTo(def.id)} data-testid={`jump-${def.id}`}>
            {t(def.titleKey, def.title)}
          </UnstyledButton>
        ))}
      </nav>
      {readAt !== null && <StaleNotice readAt={readAt} />}
    </div>
  )
}
