import { matchPath } from 'react-router'

/** The route name shown in the page title ('[progress%] | instance | route name'). */
export interface RouteHandle {
  title: string
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
]

export function routeTitle(pathname: string): string {
  return ROUTE_TITLES.find(([path]) => matchPath(path, pathname))?.[1] ?? '404'
}
