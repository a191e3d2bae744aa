import i18n from '../../i18n'
import { excludeObject as excludeObjectGcode } from '../../lib/gcode/exclude'
import { confirm } from '../../ui/confirm'
import { sendGcode } from './gcode'

/** Stops printing one object (exclude_object); the button or row spins on the 'exclude_object' wait. */
export function excludeObject(name: string): Promise<boolean> {
  return sendGcode(excludeObjectGcode(name), 'exclude_object')
}

/**
 * Asks first (SPEC §5 'exclude object'), then excludes. The G-code preview and the print status card
 * both exclude through this one function.
 */
export async function confirmExcludeObject(name: string): Promise<boolean> {
  const ok = await confirm({
    title: i18n.t('gcodePreview:exclude.confirmTitle', 'Exclude object'),
    message: i18n.t('gcodePreview:exclude.confirmMessage', { name, defaultValue: 'Stop printing {{name}}? The rest of the print carries on.' }),
    danger: true,
  })
  return ok ? excludeObject(name) : false
}
