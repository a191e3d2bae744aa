import { ActionIcon, Group, Paper, Text } from '@mantine/core'
import { IconChevronDown, IconGripVertical } from '@tabler/icons-react'
import { Activity, Suspense, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useCardChrome } from './card-context'
import classes from './Card.module.css'
import { lazy } from './lazy'

/** Layout mode's enable box: its code comes with layout mode, not with every screen. */
const Checkbox = lazy(() => import('./card-layout-parts').then((m) => ({ default: m.Checkbox })))

export interface CardProps {
  title: ReactNode
  icon?: ReactNode
  /** Buttons in the title bar (hidden while in layout mode). */
  actions?: ReactNode
  /** Content directly under the title bar (tabs, toolbars). */
  subHeader?: ReactNode
  children?: ReactNode
  /** Remove the content padding (tables, charts that run edge to edge). */
  flush?: boolean
  testId?: string
}

/**
 * The frame every card and page section uses. Inside a dashboard column it picks up the column's
 * chrome (collapse, layout mode with drag handle and enable checkbox).
 */
export function Card({ title, icon, actions, subHeader, children, flush, testId }: CardProps) {
  const { t } = useTranslation()
  const chrome = useCardChrome()
  const toggleLabel = collapsedLabel(chrome, t)
  const collapsed = chrome ? chrome.collapsed && !chrome.layoutMode : false
  return (
    <Paper className={classes.card} withBorder radius="md" data-testid={testId} data-card>
      <Group className={classes.header} gap="xs" wrap="nowrap">
        {chrome?.layoutMode && (
          <span className={classes.handle} {...chrome.dragHandleProps} aria-label={t('card.drag', 'Drag to move')}>
            <IconGripVertical size={18} />
          </span>
        )}
        {icon}
        <Text className={classes.title} fw={600} truncate data-card-title>
          {title}
        </Text>
        {!chrome?.layoutMode && actions && <Group gap={4} wrap="nowrap">{actions}</Group>}
        {chrome && chrome.layoutMode && (
          <Suspense fallback={null}>
            <Checkbox checked={chrome.enabled} onChange={chrome.onToggleEnabled} aria-label={t('card.enabled', 'Enabled')} />
          </Suspense>
        )}
        {chrome && !chrome.layoutMode && (
          <ActionIcon variant="subtle" color="gray" onClick={chrome.onToggleCollapse} aria-label={toggleLabel} title={toggleLabel}>
            <IconChevronDown size={18} style={{ transform: collapsed ? 'rotate(-90deg)' : undefined, transition: 'transform 150ms' }} />
          </ActionIcon>
        )}
      </Group>
      <CardBody collapsed={collapsed}>
        {subHeader}
        <div className={flush ? undefined : classes.body}>{children}</div>
      </CardBody>
    </Paper>
  )
}

/**
 * The content under the title bar. It folds away in CSS (its height animates); once folded it is
 * hidden as an Activity, so a collapsed card keeps its state but runs no effects (a camera stops
 * streaming). Mounting costs one render: nothing here waits for an effect to measure or style it.
 */
function CardBody({ collapsed, children }: { collapsed: boolean; children: ReactNode }) {
  const [folded, setFolded] = useState(collapsed)
  if (folded && !collapsed) setFolded(false)
  return (
    <div
      className={classes.collapse}
      data-collapsed={collapsed || undefined}
      onTransitionEnd={(e) => {
        if (e.target === e.currentTarget && collapsed) setFolded(true)
      }}
    >
      <div className={classes.collapseInner}>
        <Activity mode={folded ? 'hidden' : 'visible'}>{children}</Activity>
      </div>
    </div>
  )
}

function collapsedLabel(chrome: ReturnType<typeof useCardChrome>, t: (key: string, fallback: string) => string): string {
  return chrome?.collapsed && !chrome.layoutMode ? t('card.expand', 'Expand') : t('card.collapse', 'Collapse')
}
