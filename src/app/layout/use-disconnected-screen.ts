import { useEffect, useState } from 'react'
import { whenIdle } from '../../lib/idle'
import { untilLoaded } from '../../lib/until-loaded'

type Screen = typeof import('./DisconnectedScreen').DisconnectedScreen

let loaded: Screen | null = null
let loading: Promise<Screen> | undefined
const load = () => (loading ??= untilLoaded(() => import('./DisconnectedScreen')).then((m) => (loaded = m.DisconnectedScreen)))

/**
 * The Disconnected screen, shown when the printer stops answering, when the host that served the page
 * may be gone too. Its code is fetched when the page is first idle (at once when needed sooner), a
 * failed fetch tried again until it arrives. Once in, it renders with no suspense in between: a drop
 * shows its banner in the same commit, whatever the page's timers are doing. The installed app has it
 * in its precache, for a start with the host away (vite.config.ts). Null until its code is in.
 */
export function useDisconnectedScreen(needed: boolean): Screen | null {
  const [screen, setScreen] = useState<Screen | null>(loaded)
  useEffect(() => {
    if (screen) return
    const take = () => void load().then((s) => setScreen(() => s))
    if (!needed) return whenIdle(take, 500)
    take()
  }, [needed, screen])
  return screen
}
