import type { Plugin } from 'vite'

/** AppShell.Header, .Aside and .Footer: AppShell carries all three, used or not. */
const SHELL_PART = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Aside|Footer)[\\/]AppShell\1\.mjs$/
const IMPORT = 'import { RemoveScroll } from "react-remove-scroll";'
const USE = 'RemoveScroll.classNames.zeroRight'

/**
 * Mantine's AppShell parts need one string from react-remove-scroll: the class name a scroll lock
 * pads so a fixed bar does not shift. Importing it brings that library's whole scroll-locking code
 * (about 5 KiB gzip) into the first paint, though only dialogs and drawers lock scrolling. The same
 * constant comes from react-remove-scroll-bar's constants entry, which the lock itself reads. Should
 * Mantine's modules change shape, they are left as they are (the payload check then notices).
 */
export function leanScrollLock(): Plugin {
  return {
    name: 'stratum-lean-scroll-lock',
    transform(code, id) {
      if (!SHELL_PART.test(id) || !code.includes(IMPORT) || !code.includes(USE)) return null
      return { code: code.replace(IMPORT, 'import { zeroRightClassName } from "react-remove-scroll-bar/constants";').replaceAll(USE, 'zeroRightClassName'), map: null }
    },
  }
}
