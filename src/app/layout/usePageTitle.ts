import { useEffect } from 'react'
import { matchRoutes, useLocation } from 'react-router'
import { routes } from '../router'
import { usePrinterStore } from '../../state/printer'
import { useSessionStore } from '../../state/session'
import { useUiSetting } from '../../state/ui-settings'
import { pageTitle, progressRingSvg } from '../../lib/page-title'

const DEFAULT_ICON = '/favicon.svg'

/** '[progress%] | instance | route' while printing, and a progress-ring favicon. */
export function usePageTitle(): void {
  const { pathname } = useLocation()
  const route = (matchRoutes(routes, pathname)?.at(-1)?.route.handle as { title?: string } | undefined)?.title ?? ''
  const instanceName = useUiSetting<string>('general.instanceName')
  const activeName = useSessionStore((s) => s.instances.find((i) => i.active)?.name ?? 'Stratum')
  const printing = usePrinterStore((s) => s.objects.print_stats?.state === 'printing')
  const progress = usePrinterStore((s) => Math.floor(((s.objects.virtual_sdcard?.progress as number | undefined) ?? 0) * 100))
  useEffect(() => {
    document.title = pageTitle({ route, instance: instanceName || activeName, progress: printing ? progress : null })
    const link = document.getElementById('favicon') as HTMLLinkElement | null
    if (link) link.href = printing ? `data:image/svg+xml,${encodeURIComponent(progressRingSvg(progress))}` : DEFAULT_ICON
  }, [route, instanceName, activeName, printing, progress])
}
