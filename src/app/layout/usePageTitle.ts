import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { routeTitle, routeTitleKey } from '../route-title'
import { usePrinter } from '../../state/printer-fields'
import { usePrintPercent } from '../../state/print-progress'
import { usePrinterTitle } from '../../state/printer-title'
import { useAlertBadge } from '../../state/alert-badge'
import { alertDotSvg, pageTitle, progressRingSvg } from '../../lib/page-title'

const DEFAULT_ICON = '/favicon.svg'

/** '[progress%] | instance | route' while printing, and a progress-ring favicon; unseen alerts counted in front. */
export function usePageTitle(): void {
  const { pathname } = useLocation()
  const { t } = useTranslation()
  const name = routeTitle(pathname)
  // Navigation names may carry soft hyphens for the narrow rail; a tab title has no use for them.
  const route = t(routeTitleKey(name), name).replaceAll('\u00ad', '')
  const instance = usePrinterTitle()
  const printing = usePrinter((p) => p.object('print_stats')?.state === 'printing')
  // The same figure as the print card's ring and percent (the method chosen in Settings).
  const progress = usePrintPercent()
  // Alerts raised while the tab was not seen: '(2) …' and a dot on the icon until it is.
  const unseen = useAlertBadge((s) => s.unseen)
  useEffect(() => {
    const title = pageTitle({ route, instance, progress: printing ? progress : null })
    document.title = unseen ? `(${unseen}) ${title}` : title
    const link = document.querySelector<HTMLLinkElement>('link#favicon')
    const svg = printing ? progressRingSvg(progress, unseen > 0) : unseen ? alertDotSvg() : null
    const href = svg ? `data:image/svg+xml,${encodeURIComponent(svg)}` : DEFAULT_ICON
    // Written only when it changes: each write makes the browser load the icon again.
    if (link && link.getAttribute('href') !== href) link.href = href
  }, [route, instance, printing, progress, unseen])
}
