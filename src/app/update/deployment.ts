import { announceNewVersion } from './service-worker'

/**
 * After a piece's code could not be fetched: is this page's build still the deployed one? The entry
 * script the deployed index.html names tells (the query keeps the worker's copy of it out of the
 * answer). A page the worker serves hears of a new version from the worker too.
 */
export function checkDeployment(): void {
  const entry = document.querySelector('script[type=module]')?.getAttribute('src')
  if (entry) void fetch(`${import.meta.env.BASE_URL}index.html?deployed=${Date.now()}`, { cache: 'no-store' }).then((r) => (r.ok ? r.text() : entry)).then((html) => !html.includes(entry) && announceNewVersion(), () => undefined)
}
