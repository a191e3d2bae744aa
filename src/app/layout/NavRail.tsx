import { Stack, Text, UnstyledButton } from '@mantine/core'
import {
  IconAdjustments, IconClockHour4, IconCode, IconCube, IconFiles, IconHome, IconSettings, IconTerminal2, IconCpu, IconMovie, IconLayoutGrid,
} from '@tabler/icons-react'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { useHasComponent } from '../../state/server'
import { useSessionStore } from '../../state/session'
import classes from './NavRail.module.css'

interface Item {
  to: string
  label: string
  icon: ComponentType<{ size?: number }>
  end?: boolean
  show?: boolean
}

/**
 * Left navigation (SPEC §2): history and timelapse only when the server has them, the farm from two
 * printers; the G-code preview page after Jobs, where the files it previews are.
 */
export function NavRail({ onNavigate }: { onNavigate(): void }) {
  const { t } = useTranslation()
  const history = useHasComponent('history')
  const timelapse = useHasComponent('timelapse')
  const farm = useSessionStore((s) => s.instances.length > 1)
  const items: Item[] = [
    { to: '/farm', label: t('nav.farm', 'Farm'), icon: IconLayoutGrid, show: farm },
    { to: '/', label: t('nav.dashboard', 'Dashboard'), icon: IconHome, end: true },
    { to: '/console', label: t('nav.console', 'Console'), icon: IconTerminal2 },
    { to: '/jobs', label: t('nav.jobs', 'Jobs'), icon: IconFiles },
    { to: '/preview', label: t('nav.preview', 'Preview'), icon: IconCube },
    { to: '/history', label: t('nav.history', 'History'), icon: IconClockHour4, show: history },
    { to: '/timelapse', label: t('nav.timelapse', 'Timelapse'), icon: IconMovie, show: timelapse },
    { to: '/tune', label: t('nav.tune', 'Tune'), icon: IconAdjustments },
    { to: '/configure', label: t('nav.configure', 'Configure'), icon: IconCode },
    { to: '/system', label: t('nav.system', 'System'), icon: IconCpu },
    { to: '/settings', label: t('nav.settings', 'Settings'), icon: IconSettings },
  ]
  return (
    <Stack gap={2} px={2} py={6} component="nav" aria-label={t('nav.label', 'Main')}>
      {items
        .filter((i) => i.show !== false)
        .map(({ to, label, icon: Icon, end }) => (
          <UnstyledButton key={to} component={NavLink} to={to} end={end} className={classes.item} onClick={onNavigate}>
            <Icon size={22} />
            <Text fz={11} ta="center" lh={1.2} className={classes.label}>
              {label}
            </Text>
          </UnstyledButton>
        ))}
    </Stack>
  )
}
