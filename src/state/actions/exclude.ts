import { useCallback, useRef } from 'react'
import i18n from '../../i18n'
import { excludeObject as excludeObjectGcode, excludeObjectName } from '../../lib/gcode/exclude'
import { confirm } from '../../ui/confirm'
import { usePendingValue } from '../../ui/use-pending-value'
import { usePrinterList } from '../printer-fields'
import { sendGcode } from './gcode'

/** Stops printing one object (exclude_object); the button or row spins on the 'exclude_object' wait. */
export function excludeObject(name: string): Promise<boolean> {
  return sendGcode(excludeObjectGcode(name), 'exclude_object')
}

/** Asks first (SPEC §5 'exclude object'); true to go ahead. */
function askToExclude(name: string): Promise<boolean> {
  return confirm({
    title: i18n.t('gcodePreview:exclude.confirmTitle', 'Exclude object'),
    message: i18n.t('gcodePreview:exclude.confirmMessage', { name, defaultValue: 'Stop printing {{name}}? The rest of the print carries on.' }),
    danger: true,
  })
}

const NO_NAMES: string[] = []
const sameNames = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((n) => b.includes(n))

/**
 * The objects excluded from the running print (Klipper's upper-case names), with the one the user just
 * excluded already among them until the printer reports it, and `exclude`, which asks first, then
 * excludes. The G-code preview and the print status card both exclude through this one hook.
 */
export function useExcludedObjects(): { excluded: readonly string[]; exclude(name: string): Promise<void> } {
  const reported = usePrinterList((p) => p.object('exclude_object')?.excluded_objects ?? NO_NAMES)
  const { shown, send } = usePendingValue<readonly string[]>(reported, {
    label: i18n.t('gcodePreview:exclude.confirmTitle', 'Exclude object'),
    same: sameNames,
    format: (names) => names.at(-1) ?? '',
  })
  // One function for every render, so memoised children stay put.
  const latest = useRef(shown)
  latest.current = shown
  const exclude = useCallback(
    async (name: string) => {
      if (!(await askToExclude(name))) return
      send([...latest.current, excludeObjectName(name)], () => excludeObject(name))
    },
    [send],
  )
  return { excluded: shown, exclude }
}
