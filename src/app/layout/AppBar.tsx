import { ActionIcon, Burger, Group, Text, UnstyledButton } from '@mantine/core'
import { IconLayoutSidebarRightExpand } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePrinterTitle } from '../../state/printer-title'
import { useUiSetting } from '../../state/settings/settings'
import { NotificationBell } from '../../features/notifications/NotificationBell'
import { UserMenuButton } from '../../features/auth/UserMenuButton'
import { SaveConfigButton } from '../../features/tune/SaveConfigButton'
import { TopNavPowerToggle } from '../../features/power/TopNavPowerToggle'
import { UploadPrintButton } from '../../features/files/UploadPrintButton'
import { SearchButton } from '../../features/search/SearchButton'
import { EmergencyStopButton } from './EmergencyStopButton'
import logo from '../logo.svg'
import { isSafeLogoUrl } from '../../lib/url'

interface Props {
  /** The full shell (authenticated and connected) rather than the bare bar of login/disconnected. */
  shell: boolean
  navOpen: boolean
  onToggleNav(): void
  onOpenTools(): void
}

export function AppBar({ shell, navOpen, onToggleNav, onOpenTools }: Props) {
  const { t } = useTranslation()
  const title = usePrinterTitle()
  const customLogo = useUiSetting('theme.logo.src')
  // Fluidd's own logo names (logo_fluidd.svg) are its files, not ours: only absolute paths and http(s) count.
  const logoSrc = customLogo && /^(https?:\/\/|\/)/i.test(customLogo) && isSafeLogoUrl(customLogo) ? customLogo : logo
  return (
    <Group h="100%" px="md" gap="var(--app-bar-gap)" wrap="nowrap">
      {shell && <Burger opened={navOpen} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label={t('nav.menu', 'Menu')} />}
      {/* The title gives way (truncates) before any of the bar's buttons leaves a phone's screen. */}
      <UnstyledButton component={Link} to="/" aria-label={t('nav.dashboard', 'Dashboard')} miw={0}>
        <Group gap="xs" wrap="nowrap" miw={0}>
          <img src={logoSrc} alt="" width={28} height={28} style={{ flexShrink: 0 }} onError={(e) => (e.currentTarget.src = logo)} data-testid="app-logo" />
          <Text fw={700} truncate maw={{ base: 140, sm: 360 }}>
            {title}
          </Text>
        </Group>
      </UnstyledButton>
      <div style={{ flex: 1 }} />
      {shell && (
        <>
          <SearchButton />
          <SaveConfigButton />
          <UploadPrintButton />
          <EmergencyStopButton />
          <TopNavPowerToggle />
          <NotificationBell />
          <UserMenuButton />
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={onOpenTools} aria-label={t('tools.open', 'Tools')} title={t('tools.open', 'Tools')}>
            <IconLayoutSidebarRightExpand />
          </ActionIcon>
        </>
      )}
    </Group>
  )
}
