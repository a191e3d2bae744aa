import { Paper, Skeleton } from '@mantine/core'
import { useMergedRef } from '@mantine/hooks'
import { memo, Suspense, useMemo, useRef, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { useSeen, ViewGateContext } from '../../state/view-gate'
import { usePageSettled } from '../../ui/page-settled'
import { CardChromeContext, type CardChrome } from '../../ui/card-context'
import { FailureBoundary } from '../../ui/FailureBoundary'
import { useElementViewGate } from './element-view-gate'
import type { DashboardCardDef, DashboardCardId, LayoutEntry } from './card-types'
import classes from './Dashboard.module.css'

export interface CardSlotProps {
  def: DashboardCardDef
  entry: LayoutEntry
  layoutMode: boolean
  narrow: boolean
  onUpdate(id: DashboardCardId, patch: Partial<Pick<LayoutEntry, 'enabled' | 'collapsed'>>): void
  /** Not mounted yet: the card shows its placeholder until the dashboard gets to it. */
  pending?: boolean
  /**
   * Mount a card that waits to be seen at once: when the dashboard was opened for one card (scrolled
   * to, the cards above it must not grow around it afterwards), and for keyboard navigation.
   */
  mountUnseen?: boolean
}

/** What the sortable layer adds to a slot in layout mode. */
export interface DragProps {
  nodeRef?: Ref<HTMLDivElement>
  style?: CSSProperties
  dragHandleProps?: HTMLAttributes<HTMLElement>
  isDragging?: boolean
}

/**
 * A loading card: its title stays a skeleton too, as the card's own (translated) title loads with it.
 * `unseen`: a card that mounts when it is first seen, still out of view.
 */
const CardPlaceholder = memo(function CardPlaceholder({ title, unseen }: { title: string; unseen?: boolean }) {
  return (
    <Paper withBorder radius="md" p="md" mb="md" data-testid={unseen ? 'card-unseen' : 'card-loading'} data-card-title={title}>
      {/* A card waiting to be seen is not loading: no pulse, which would cost a frame every frame. */}
      <Skeleton h={18} w={140} mb="sm" animate={!unseen} />
      <Skeleton h={80} animate={!unseen} />
    </Paper>
  )
})

/** Its children once the surrounding view gate has opened with the page settled, the placeholder until then. */
function WhenSeen({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return useSeen(usePageSettled()) ? children : placeholder
}

/** One card in its column, with its chrome (collapse; in layout mode enable and drag handle). */
export const DashboardCardSlot = memo(function DashboardCardSlot({ def, entry, layoutMode, narrow, onUpdate, pending, mountUnseen, nodeRef, style, dragHandleProps, isDragging }: CardSlotProps & DragProps) {
  const chrome = useMemo<CardChrome>(
    () => ({
      layoutMode,
      collapsed: entry.collapsed,
      onToggleCollapse: () => onUpdate(entry.id, { collapsed: !entry.collapsed }),
      enabled: entry.enabled,
      onToggleEnabled: () => onUpdate(entry.id, { enabled: !entry.enabled }),
      dragHandleProps,
      narrow,
    }),
    [layoutMode, entry, onUpdate, dragHandleProps, narrow],
  )
  // A card out of view holds its printer values: no renders, no DOM updates.
  const slotRef = useRef<HTMLDivElement | null>(null)
  const ref = useMergedRef(slotRef, nodeRef)
  const gate = useElementViewGate(slotRef)
  const { t } = useTranslation()
  const Component = def.component
  // The card itself never re-renders with the layout: it reads its chrome from context.
  const card = useMemo(() => <Component />, [Component])
  // A card that fails (or whose code cannot be fetched) says so in its place; the other cards carry on.
  const loaded = (
    <FailureBoundary name={t(def.titleKey, def.title)}>
      <Suspense fallback={<CardPlaceholder title={def.title} />}>{card}</Suspense>
    </FailureBoundary>
  )
  const className = [classes.slot, layoutMode ? '' : classes.offscreenSkipped, layoutMode && !entry.enabled ? classes.disabled : '', isDragging ? classes.dragging : ''].filter(Boolean).join(' ')
  return (
    <div ref={ref} className={className} style={style} data-testid={`dashboard-card-${entry.id}`} data-enabled={entry.enabled}>
      <CardChromeContext.Provider value={chrome}>
        <ViewGateContext.Provider value={gate}>
          {pending ? (
            <CardPlaceholder title={def.title} />
          ) : def.whenSeen && !layoutMode && !mountUnseen ? (
            <WhenSeen placeholder={<CardPlaceholder title={def.title} unseen />}>{loaded}</WhenSeen>
          ) : (
            loaded
          )}
        </ViewGateContext.Provider>
      </CardChromeContext.Provider>
    </div>
  )
})
