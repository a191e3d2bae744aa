import { AppShell, Center, Loader, ScrollArea } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { useSessionStore } from '../../state/session'
import { useServerStore } from '../../state/server'
import { useUiStore } from '../../state/ui'
import { AppBar } from './AppBar'
import { AppFooter } from './AppFooter'
import { ConfigErrorScreen } from './ConfigErrorScreen'
import { DisconnectedScreen } from './DisconnectedScreen'
import { KlippyStatusCard } from './KlippyStatusCard'
import { NavRail } from './NavRail'
import { ToolsDrawer } from './ToolsDrawer'
import { ScrollManager } from './ScrollManager'
import { usePageTitle } from './usePageTitle'
import { MobileEstop } from './MobileEstop'

export const HEADER_HEIGHT = 56

function PageLoader() {
  return (
    <Center mih={240}>
      <Loader />
    </Center>
  )
}

export function AppLayout() {
  const phase = useSessionStore((s) => s.phase)
  const socketOpen = useSessionStore((s) => s.socket.phase === 'open')
  const klippyReady = useServerStore((s) => s.klippyState === 'ready')
  const layoutMode = useUiStore((s) => s.layoutMode)
  const [navOpen, nav] = useDisclosure(false)
  const [toolsOpen, tools] = useDisclosure(false)
  const { pathname } = useLocation()
  usePageTitle()

  if (phase === 'starting') {
    return (
      <Center h="100vh">
        <Loader size="lg" />
      </Center>
    )
  }
  if (phase === 'config-error') return <ConfigErrorScreen />

  const isLogin = pathname === '/login'
  const connected = phase === 'connected' && socketOpen
  const showShell = connected && !isLogin
  const disconnected = phase === 'api-down' || (phase === 'connected' && !socketOpen)

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={showShell ? { width: 88, breakpoint: 'sm', collapsed: { mobile: !navOpen } } : undefined}
      footer={{ height: 32 }}
      padding="md"
    >
      <ScrollManager />
      <AppShell.Header>
        <AppBar shell={showShell} navOpen={navOpen} onToggleNav={nav.toggle} onOpenTools={tools.open} />
      </AppShell.Header>
      {showShell && (
        <AppShell.Navbar>
          <ScrollArea>
            <NavRail onNavigate={nav.close} />
          </ScrollArea>
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        {disconnected && !isLogin ? (
          <DisconnectedScreen />
        ) : (
          <>
            {connected && !isLogin && !layoutMode && <KlippyStatusCard />}
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
            {connected && klippyReady && <span data-testid="app-ready" hidden />}
          </>
        )}
      </AppShell.Main>
      <AppShell.Footer>
        <AppFooter />
      </AppShell.Footer>
      {showShell && <ToolsDrawer opened={toolsOpen} onClose={tools.close} />}
      {showShell && <MobileEstop />}
    </AppShell>
  )
}
