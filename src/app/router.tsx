import type { ComponentType, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { matchRoutes, useRoutes, type RouteObject } from 'react-router'
import { FailureBoundary } from '../ui/FailureBoundary'
import { preloadable } from '../ui/preloadable'
import { AppLayout } from './layout/AppLayout'
import { RequireAuth } from './RequireAuth'
import { routeTitleKey, type RouteHandle } from './route-title'

const DashboardPage = preloadable(() => import('./pages/DashboardPage'))
const ConsolePage = preloadable(() => import('../features/console/ConsolePage'))
const JobsPage = preloadable(() => import('../features/files/JobsPage'))
const ConfigurePage = preloadable(() => import('../features/files/ConfigurePage'))
const SettingsPage = preloadable(() => import('./settings/SettingsPage'))
const MacroCategoryPage = preloadable(() => import('../features/macros/MacroCategoryPage'))
const LoginPage = preloadable(() => import('../features/auth/LoginPage'))
const HistoryPage = preloadable(() => import('../features/history/HistoryPage'))
const TunePage = preloadable(() => import('../features/tune/TunePage'))
const TimelapsePage = preloadable(() => import('./pages/TimelapsePage'))
const SystemPage = preloadable(() => import('../features/system/SystemPage'))
const CameraPage = preloadable(() => import('../features/cameras/CameraPage'))
const IconsPage = preloadable(() => import('./pages/IconsPage'))
const PreviewPage = preloadable(() => import('../features/gcode-preview/PreviewPage'))
const NotFoundPage = preloadable(() => import('./pages/NotFoundPage'))
const FarmPage = preloadable(() => import('../features/farm/FarmPage'))

/** A route's screen behind its own failure boundary: the app bar, the navigation and the other routes keep working. */
function RouteBoundary({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation()
  return <FailureBoundary name={t(routeTitleKey(title))}>{children}</FailureBoundary>
}

type Screen = ComponentType & { preload(): void }

/** Keyed by path: a boundary that failed on one route starts afresh on the next. */
const route = (path: string, title: string, Page: Screen, wrap = (page: ReactNode) => page): RouteObject => ({
  path,
  handle: { title, preload: Page.preload } satisfies RouteHandle,
  element: (
    <RouteBoundary key={path} title={title}>
      {wrap(<Page />)}
    </RouteBoundary>
  ),
})

const guarded = (path: string, title: string, Page: Screen): RouteObject => route(path, title, Page, (page) => <RequireAuth>{page}</RequireAuth>)

export const routes: RouteObject[] = [
  {
    // The last resort, for the shell's own pieces (its drawer, status card): the page never ends up empty.
    element: (
      <FailureBoundary name="Stratum">
        <AppLayout />
      </FailureBoundary>
    ),
    children: [
      guarded('/', 'Dashboard', DashboardPage),
      guarded('/console', 'Console', ConsolePage),
      guarded('/jobs', 'Jobs', JobsPage),
      guarded('/tune', 'Tune', TunePage),
      guarded('/timelapse', 'Timelapse', TimelapsePage),
      guarded('/history', 'History', HistoryPage),
      guarded('/system', 'System', SystemPage),
      guarded('/configure', 'Configure', ConfigurePage),
      guarded('/preview', 'G-code preview', PreviewPage),
      guarded('/farm', 'Farm', FarmPage),
      guarded('/settings', 'Settings', SettingsPage),
      guarded('/settings/macros/:categoryId', 'Settings', MacroCategoryPage),
      route('/login', 'Login', LoginPage),
      route('/camera/:cameraId', 'Camera', CameraPage),
      route('/icons', 'Icons', IconsPage),
      route('*', '404', NotFoundPage),
    ],
  },
]

/**
 * Starts fetching the code of the screen at `pathname`: on a cold load it comes in beside the
 * session's start-up calls instead of after them (the screen renders once the printer answered).
 */
export function preloadScreen(pathname: string): void {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined
  handle?.preload?.()
}

/** The route table, rendered in React Router's declarative mode (the data router is not needed). */
export function AppRoutes() {
  return useRoutes(routes)
}
