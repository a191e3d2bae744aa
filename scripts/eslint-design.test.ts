import { ESLint } from 'eslint'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')
const eslint = new ESLint({ cwd: ROOT })

/** Lints `code` as if it were the file at `file` (relative to the repo) and returns the rule ids hit. */
async function rulesHit(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  return result.messages.map((m) => m.ruleId ?? m.message)
}

describe('the lint rules hold the design', () => {
  it('refuse a feature importing another feature', async () => {
    expect(await rulesHit('src/features/console/Probe.tsx', "import { FileBrowser } from '../files/FileBrowser'\nexport const x = FileBrowser\n")).toContain('import-x/no-restricted-paths')
  })

  it('refuse a feature importing the app', async () => {
    expect(await rulesHit('src/features/console/Probe.tsx', "import { routes } from '../../app/router'\nexport const x = routes\n")).toContain('import-x/no-restricted-paths')
  })

  it('refuse a feature calling Moonraker or reading the printer store directly', async () => {
    expect(await rulesHit('src/features/console/Probe.ts', "import { gcodeScript } from '../../moonraker/api/printer'\nexport const x = gcodeScript\n")).toContain('@typescript-eslint/no-restricted-imports')
    expect(await rulesHit('src/features/console/Probe.ts', "import { usePrinterStore } from '../../state/printer'\nexport const x = usePrinterStore\n")).toContain('@typescript-eslint/no-restricted-imports')
  })

  it('allow type-only imports of Moonraker types in features and lib', async () => {
    expect(await rulesHit('src/features/console/Probe.ts', "import type { Toolhead } from '../../moonraker/klipper-types'\nexport type X = Toolhead\n")).toEqual([])
    expect(await rulesHit('src/lib/probe.ts', "import type { HistoryJob } from '../moonraker/types'\nexport type X = HistoryJob\n")).toEqual([])
    expect(await rulesHit('src/lib/probe.ts', "import { MoonrakerError } from '../moonraker/errors'\nexport const x = MoonrakerError\n")).toContain('@typescript-eslint/no-restricted-imports')
  })

  it('refuse an import cycle', async () => {
    // state/sync.ts imports state/printer.ts: printer importing sync closes a loop.
    expect(await rulesHit('src/state/printer.ts', "import { wireSync } from './sync'\nexport const x = wireSync\n")).toContain('import-x/no-cycle')
  })

  it('refuse a source file over 300 lines', async () => {
    expect(await rulesHit('src/lib/long.ts', 'export const a = 1\n'.repeat(301))).toContain('max-lines')
  })

  it('refuse a virtual printer source file over 300 lines, data files excepted', async () => {
    expect(await rulesHit('sim/server/long.ts', 'export const a = 1\n'.repeat(301))).toContain('max-lines')
    expect(await rulesHit('sim/server/long.ts', 'export const a = 1\n'.repeat(300))).toEqual([])
    expect(await rulesHit('sim/klippy/default-config.ts', 'export const a = 1\n'.repeat(301))).toEqual([])
  })

  it('refuse G-code literals outside lib/gcode', async () => {
    expect(await rulesHit('src/features/toolhead/Probe.ts', "export const home = 'G28'\n")).toContain('no-restricted-syntax')
    expect(await rulesHit('src/features/toolhead/Probe.ts', 'export const fan = (s: number) => `M106 S${s}`\n')).toContain('no-restricted-syntax')
    expect(await rulesHit('src/features/toolhead/Probe.ts', "export const mesh = 'BED_MESH_CLEAR'\n")).toContain('no-restricted-syntax')
    expect(await rulesHit('src/lib/gcode/probe.ts', "export const home = 'G28'\n")).toEqual([])
  })

  it('refuse stored settings read or written past their typed door', async () => {
    const door = 'stratum/stored-settings-door'
    expect(await rulesHit('src/features/console/Probe.ts', "import { useStoredSettings } from '../../state/settings/store'\nexport const x = useStoredSettings\n")).toContain(door)
    expect(await rulesHit('src/state/probe.ts', "import { getDatabaseItem } from '../moonraker/api/database'\nexport const x = getDatabaseItem\n")).toContain(door)
    expect(await rulesHit('src/app/probe.ts', "import { valueAt } from '../lib/stored-shape'\nexport const x = valueAt\n")).toContain(door)
    expect(await rulesHit('src/features/console/Probe.ts', "import { useUiSetting } from '../../state/settings/settings'\nexport const x = useUiSetting\n")).toEqual([])
    expect(await rulesHit('src/state/settings/probe.ts', "import { getDatabaseItem } from '../../moonraker/api/database'\nexport const x = getDatabaseItem\n")).toEqual([])
  })
})
