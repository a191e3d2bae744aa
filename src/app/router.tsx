import { lazy } from 'react'
import { useRoutes, type RouteObject } from 'react-router'
import { AppLayout } from './layout/AppLayout'
import { RequireAuth } from './RequireAuth'
import type { RouteHandle } from './route-title'

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

const guarded = (path: string, title: string, element: React.ReactNode): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  element: <RequireAuth>{element}</RequireAuth>,
})

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
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
      guarded('/settings', 'Settings', <SettingsPage />),
      guarded('/settings/macros/:categoryId', 'Settings', <MacroCategoryPage />),
      { path: '/login', handle: { title: 'Login' }, element: <LoginPage /> },
      { path: '/camera/:cameraId', handle: { title: 'Camera' }, element: <CameraPage /> },
      { path: '/icons', handle: { title: 'Icons' }, element: <IconsPage /> },
      { path: '*', handle: { title: '404' }, element: <NotFoundPage /> },
    ],
  },
]

/** The route table, rendered in React Router's declarative mode (the data router is not needed). */
export function AppRoutes() {
  return useRoutes(routes)
}
