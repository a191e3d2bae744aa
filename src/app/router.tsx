import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useRoutes, type RouteObject } from 'react-router'
import { FailureBoundary } from '../ui/FailureBoundary'
import { lazy } from '../ui/lazy'
import { AppLayout } from './layout/AppLayout'
import { RequireAuth } from './RequireAuth'
import { routeTitleKey, type RouteHandle } from './route-title'

const DashboardPage = lazy(() => import('./pages/DashboardPage'))
const ConsolePage = lazy(() => import('../features/console/ConsolePage'))
const JobsPage = lazy(() => import('../features/files/JobsPage'))
const ConfigurePage = lazy(() => import('../features/files/ConfigurePage'))
const SettingsPage = lazy(() => import('./settings/SettingsPage'))
const MacroCategoryPage = lazy(() => import('../features/macros/MacroCategoryPage'))
const LoginPage = lazy(() => import('../features/auth/LoginPage'))
const HistoryPage = lazy(() => import('../features/history/HistoryPage'))
const TunePage = lazy(() => import('../features/tune/TunePage'))
const TimelapsePage = lazy(() => import('./pages/TimelapsePage'))
const SystemPage = lazy(() => import('../features/system/SystemPage'))
const CameraPage = lazy(() => import('../features/cameras/CameraPage'))
const IconsPage = lazy(() => import('./pages/IconsPage'))
const PreviewPage = lazy(() => import('../features/gcode-preview/PreviewPage'))
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'))
const FarmPage = lazy(() => import('../features/farm/FarmPage'))

/** A route's screen behind its own failure boundary: the app bar, the navigation and the other routes keep working. */
function RouteBoundary({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation()
  return <FailureBoundary name={t(routeTitleKey(title))}>{children}</FailureBoundary>
}

/** Keyed by path: a boundary that failed on one route starts afresh on the next. */
const route = (path: string, title: string, element: ReactNode): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  element: (
    <RouteBoundary key={path} title={title}>
      {element}
    </RouteBoundary>
  ),
})

const guarded = (path: string, title: string, element: ReactNode): RouteObject => route(path, title, <RequireAuth>{element}</RequireAuth>)

export const routes: RouteObject[] = [
  {
    // The last resort, for the shell's own pieces (its drawer, status card): the page never ends up empty.
    element: (
      <FailureBoundary name="Stratum">
        <AppLayout />
      </FailureBoundary>
    ),
    children: [
      guarded('/', 'Dashboard', <DashboardPage />),
      guarded('/console', 'Console', <ConsolePage />),
      guarded('/jobs', 'Jobs', <JobsPage />),
      guarded('/tune', 'Tune', <TunePage />),
      guarded('/timelapse', 'Timelapse', <TimelapsePage />),
      guarded('/history', 'History', <HistoryPage />),
      guarded('/system', 'System', <SystemPage />),
      guarded('/configure', 'Configure', <ConfigurePage />),
      guarded('/preview', 'G-code preview', <PreviewPage />),
      guarded('/farm', 'Farm', <FarmPage />),
      guarded('/settings', 'Settings', <SettingsPage />),
      guarded('/settings/macros/:categoryId', 'Settings', <MacroCategoryPage />),
      route('/login', 'Login', <LoginPage />),
      route('/camera/:cameraId', 'Camera', <CameraPage />),
      route('/icons', 'Icons', <IconsPage />),
      route('*', '404', <NotFoundPage />),
    ],
  },
]

/** The route table, rendered in React Router's declarative mode (the data router is not needed). */
export function AppRoutes() {
  return useRoutes(routes)
}
