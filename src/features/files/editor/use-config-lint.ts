import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { EditorLanguage } from '../../../lib/files/editor-language'
import { listConfigFiles } from '../../../state/actions/config-history'
import type { ConfigLintOptions } from './config-lint'

const autosaveLines = (text: string) => text.split('\n').filter((l) => l.startsWith('#*#'))

/**
 * Lint for Klipper configs of the config root (printer.cfg and what it includes), with the root's
 * file list for `[include]` and the SAVE_CONFIG block as the printer has it. `saved(text)` moves that
 * block's reference on after a save.
 */
export function useConfigLint(root: string, path: string, language: EditorLanguage, text: string) {
  const { t } = useTranslation('files')
  const enabled = root === 'config' && language === 'klipper'
  const files = useRef<Promise<string[] | null> | null>(null)
  const autosave = useRef(autosaveLines(text))
  useEffect(() => {
    if (enabled) files.current = listConfigFiles()
  }, [enabled])
  const lint = useMemo<ConfigLintOptions | null>(
    () =>
      enabled
        ? {
            path,
            context: async () => ({ files: (await files.current) ?? null, savedAutosave: autosave.current }),
            message: (d) => t(`editor.lint.${d.code}`, d.params),
            fixLabel: (fix) => t(`editor.lint.fix_${fix.code}`, { name: fix.name }),
          }
        : null,
    [enabled, path, t],
  )
  return { lint, saved: (savedText: string) => void (autosave.current = autosaveLines(savedText)) }
}
