import type { IndexedFile } from '../../lib/files/file-index'
import { requestReveal } from '../../state/file-reveal'

/** The page that shows each root's files. */
const PAGE: Record<string, string> = { gcodes: '/jobs', config: '/configure', logs: '/configure', docs: '/configure', config_examples: '/configure', timelapse: '/timelapse' }

/**
 * Where a palette result leads: a config file opens in the editor (at `line` for a text match), a
 * G-code file is shown marked in its folder on the Jobs page, other files in their folder.
 */
export function openResult(file: IndexedFile, navigate: (to: string) => void, line?: number): void {
  const page = PAGE[file.root] ?? '/configure'
  if (file.root !== 'timelapse') requestReveal({ root: file.root, path: file.path, open: file.root === 'config', line })
  navigate(page)
}
