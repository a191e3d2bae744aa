import { AppShell, Center, Loader } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { useSessionStore } from '../../state/session'
import { useServerStore } from '../../state/server'
import { useUiStore } from '../../state/ui'
import { uploadsPending, useUploadsPending } from '../../state/transfer-list'
import { useLeaveWarning } from '../../ui/use-leave-warning'
import { useHasPrinterWarnings } from '../../state/printer-selectors'
import { whenIdle } from '../../lib/idle'
import { untilLoaded } from '../../lib/until-loaded'
import { AppBar } from './AppBar'
import { AppFooter } from './AppFooter'
import { NavRail } from './NavRail'
import { PrinterDialogs } from './PrinterDialogs'
import { ScrollManager } from './ScrollManager'
import { usePageTitle } from './usePageTitle'

export const HEADER_HEIGHT = 56

/** The drawer's system commands and printer list load the first time it opens. */
const ToolsDrawer = lazy(() => import('./ToolsDrawer'))
const KlippyStatusCard = lazy(() => import('./KlippyStatusCard'))
/** Only a config.json of the wrong shape shows it; its code is in the service worker's precache (vite.config.ts). */
const ConfigErrorScreen = lazy(() => import('./ConfigErrorScreen'))

/**
 * Shown when the printer stops answering, when the host that served the page may be gone too: its
 * code is fetched right after the first paint, and a failed fetch is tried again until it arrives.
 * The installed app has it in its precache, for a start with the host away (vite.config.ts).
 */
let disconnectedScreen: Promise<{ default: typeof import('./DisconnectedScreen').DisconnectedScreen }> | undefined
const loadDisconnectedScreen = () => (disconnectedScreen ??= untilLoaded(() => import('./DisconnectedScreen')).then((m) => ({ default: m.DisconnectedScreen })))
const DisconnectedScreen = lazy(loadDisconnectedScreen)

function PageLoader() {
  return (
    <Center mih={240}>
      <Loader />
    </Center>
  )
}

export function AppLayout() {
  const phase = useSessionStore((s) => s.phase)
  // A start-up retried after the API was down keeps the Disconnected screen (with its reason) instead of a bare loader.
  const retryingStart = useSessionStore((s) => s.apiError !== '')
  // A session that ended by itself asks for the login over the page, which keeps the user's work.
  const expired = useSessionStore((s) => s.loginReason === 'expired')
  const socketOpen = useSessionStore((s) => s.socket.phase === 'open')
  const klippyReady = useServerStore((s) => s.klippyState === 'ready')
  const layoutMode = useUiStore((s) => s.layoutMode)
  // Closing the tab would drop the uploads still queued or running: ask first, on every page.
  useLeaveWarning(useUploadsPending(), uploadsPending)
  const hasPrinterWarnings = useHasPrinterWarnings()
  const klippyAttention = useServerStore((s) => s.klippyState !== 'ready' || s.warnings.length > 0 || s.failedComponents.length > 0) || hasPrinterWarnings
  const [navOpen, nav] = useDisclosure(false)
  const [toolsOpen, tools] = useDisclosure(false)
  const [toolsUsed, setToolsUsed] = useState(false)
  const { pathname } = useLocation()
  // A reconnect (switching printers, logging out) starts from a closed drawer.
  useEffect(() => {
    if (phase !== 'connected') tools.close()
  }, [phase, tools])
  usePageTitle()
  useEffect(() => whenIdle(() => void loadDisconnectedScreen(), 500), [])
  const isLogin = pathname === '/login'
  const connected = phase === 'connected' && socketOpen
  // Once a page has been shown it stays mounted through drops and restarts: the user's work lives in it.
  const pageShown = useRef(false)
  if (connected && !isLogin) pageShown.current = true
  if (isLogin || (phase === 'login' && !expired)) pageShown.current = false
  const keepPage = pageShown.current

  const startLoader = (
    <Center h="100vh">
      <Loader size="lg" />
    </Center>
  )
  if (phase === 'starting' && !keepPage && !retryingStart) return startLoader
  if (phase === 'config-error') {
    return (
      <Suspense fallback={startLoader}>
        <ConfigErrorScreen />
      </Suspense>
    )
  }

  const showShell = (connected || keepPage) && !isLogin
  const disconnected = phase === 'api-down' || phase === 'starting' || (phase === 'connected' && !socketOpen)

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={showShell ? { width: 88, breakpoint: 'sm', collapsed: { mobile: !navOpen } } : undefined}
      padding="md"
    >
      <ScrollManager />
      <AppShell.Header>
        <AppBar shell={showShell} navOpen={navOpen} onToggleNav={nav.toggle} onOpenTools={() => {
            setToolsUsed(true)
            tools.open()
          }} />
      </AppShell.Header>
      {showShell && (
        <AppShell.Navbar>
          {/* The browser's own scrolling, with a thin bar: no scroll library in the first paint. */}
          <div style={{ height: '100%', overflowY: 'auto', scrollbarWidth: 'thin' }}>
            <NavRail onNavigate={nav.close} />
          </div>
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        {disconnected && !isLogin && !keepPage ? (
          <Suspense fallback={<PageLoader />}>
            <DisconnectedScreen />
          </Suspense>
        ) : (
          <>
            {disconnected && !isLogin && (
              <Suspense fallback={null}>
                <DisconnectedScreen banner />
              </Suspense>
            )}
            {connected && !isLogin && !layoutMode && klippyAttention && (
              <Suspense fallback={null}>
                <KlippyStatusCard />
              </Suspense>
            )}
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
            {connected && klippyReady && <span data-testid="app-ready" hidden />}
          </>
        )}
        {/* At the end of the page, not fixed: it takes no room from the screen's controls. */}
        <AppFooter />
      </AppShell.Main>
      {showShell && <PrinterDialogs />}
      {showShell && toolsUsed && (
        <Suspense fallback={null}>
          <ToolsDrawer opened={toolsOpen} onClose={tools.close} />
        </Suspense>
      )}
    </AppShell>
  )
}
