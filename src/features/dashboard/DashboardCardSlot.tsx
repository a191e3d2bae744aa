import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Paper, Skeleton, Text } from '@mantine/core'
import { memo, Suspense, useMemo } from 'react'
import { CardChromeContext, type CardChrome } from '../../ui/card-context'
import type { DashboardCardDef, DashboardCardId, LayoutEntry } from './card-types'
import classes from './Dashboard.module.css'

interface Props {
  def: DashboardCardDef
  entry: LayoutEntry
  layoutMode: boolean
  narrow: boolean
  onUpdate(id: DashboardCardId, patch: Partial<Pick<LayoutEntry, 'enabled' | 'collapsed'>>): void
}

function CardPlaceholder({ title }: { title: string }) {
  return (
    <Paper withBorder radius="md" p="md" mb="md" data-testid="card-loading">
      <Text fw={600} mb="sm">
        {title}
      </Text>
      <Skeleton h={80} />
    </Paper>
  )
}

/** One card in its column: sortable in layout mode, with its chrome (collapse, enable, drag handle). */
export const DashboardCardSlot = memo(function DashboardCardSlot({ def, entry, layoutMode, narrow, onUpdate }: Props) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: entry.id, disabled: !layoutMode })
  const chrome = useMemo<CardChrome>(
    () => ({
      layoutMode,
      collapsed: entry.collapsed,
      onToggleCollapse: () => onUpdate(entry.id, { collapsed: !entry.collapsed }),
      enabled: entry.enabled,
      onToggleEnabled: () => onUpdate(entry.id, { enabled: !entry.enabled }),
      dragHandleProps: layoutMode ? { ...attributes, ...listeners } : undefined,
      narrow,
    }),
    [layoutMode, entry, onUpdate, attributes, listeners, narrow],
  )
  const Component = def.component
  // The card itself never re-renders with the layout: it reads its chrome from context.
  const card = useMemo(() => <Component />, [Component])
  const className = [classes.slot, layoutMode && !entry.enabled ? classes.disabled : '', isDragging ? classes.dragging : ''].filter(Boolean).join(' ')
  return (
    <div
      ref={setNodeRef}
      className={className}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid={`dashboard-card-${entry.id}`}
      data-enabled={entry.enabled}
    >
      <CardChromeContext.Provider value={chrome}>
        <Suspense fallback={<CardPlaceholder title={def.title} />}>
          {card}
        </Suspense>
      </CardChromeContext.Provider>
    </div>
  )
})
