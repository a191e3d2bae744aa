import { ActionIcon, Skeleton } from '@mantine/core'
import { IconArrowsVertical, IconDotsVertical, IconFilter, IconPlayerPause, IconSearch, IconTrash } from '@tabler/icons-react'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { clearConsole, setConsoleAutoScroll, useConsoleStore } from '../../state/console'
import { Menu } from '../../ui/menu'
import { Tooltip } from '../../ui/tooltip'
import { lazy } from '../../ui/lazy'

const ConsoleDisplayToggles = lazy(() => import('./ConsoleDisplayToggles'))

/** Title-bar buttons: search, auto-scroll, clear, and a menu with the display options. */
export function ConsoleActions({ searching, onToggleSearch }: { searching: boolean; onToggleSearch(): void }) {
  const { t } = useTranslation('console')
  const autoScroll = useConsoleStore((s) => s.autoScroll)
  return (
    <>
      <Tooltip label={t('search')}>
        <ActionIcon variant={searching ? 'light' : 'subtle'} color={searching ? undefined : 'gray'} onClick={onToggleSearch} aria-label={t('search')} aria-pressed={searching}>
          <IconSearch size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={autoScroll ? t('autoScrollOn') : t('autoScrollOff')}>
        <ActionIcon
          variant={autoScroll ? 'light' : 'subtle'}
          color={autoScroll ? undefined : 'gray'}
          onClick={() => setConsoleAutoScroll(!autoScroll)}
          aria-label={t('autoScroll')}
          aria-pressed={autoScroll}
          data-testid="console-autoscroll"
        >
          {autoScroll ? <IconArrowsVertical size={18} /> : <IconPlayerPause size={18} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('clear')}>
        <ActionIcon variant="subtle" color="gray" onClick={clearConsole} aria-label={t('clear')}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('settings')}>
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Suspense fallback={<Skeleton h={52} w={180} m="xs" />}>
            <ConsoleDisplayToggles />
          </Suspense>
          <Menu.Divider />
          <Menu.Item component={Link} to="/settings#console" leftSection={<IconFilter size={16} />}>
            {t('filtersLink')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  )
}
