import { matchPath } from 'react-router'

/** The route name shown in the page title ('[progress%] | instance | route name'). */
export interface RouteHandle {
  title: string
}

/** The app.json key translating each route name (nav.* for the navigation's own names). */
const TITLE_KEYS: Record<string, string> = {
  Dashboard: 'nav.dashboard', Console: 'nav.console', Jobs: 'nav.jobs', Tune: 'nav.tune', Timelapse: 'nav.timelapse', History: 'nav.history',
  System: 'nav.system', Configure: 'nav.configure', Settings: 'nav.settings', Login: 'auth.login', Camera: 'nav.camera', Icons: 'nav.icons', '404': 'nav.notFound',
  'G-code preview': 'gcodePreview:title', Farm: 'nav.farm',
}

/** The translation key of a route name from routeTitle(). */
export function routeTitleKey(title: string): string {
  return TITLE_KEYS[title] ?? 'nav.notFound'
}

/** Route paths and their names, most specific first; router.tsx gives each route the same name. */
const ROUTE_TITLES: [path: string, title: string][] = [
  ['/', 'Dashboard'],
  ['/console', 'Console'],
  ['/jobs', 'Jobs'],
  ['/tune', 'Tune'],
  ['/timelapse', 'Timelapse'],
  ['/history', 'History'],
  ['/system', 'System'],
  ['/configure', 'Configure'],
  ['/settings', 'Settings'],
  ['/settings/macros/:categoryId', 'Settings'],
  ['/login', 'Login'],
  ['/camera/:cameraId', 'Camera'],
  ['/icons', 'Icons'],
  ['/farm', 'Farm'],
  ['/preview', 'G-code preview'],
]

export function routeTitle(pathname: string): string {
  return ROUTE_TITLES.find(([path]) => matchPath(path, pathname))?.[1] ?? '404'
}
