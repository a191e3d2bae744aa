import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { SimContext } from '../types'
import { FileManager, type FilesDeps } from './manager'
import { fileMethods } from './methods'
import { FULL_ACCESS, READ_ONLY } from './roots'
import { fileRoutes } from './routes'
import { seedDataFolder } from './seed'

export type { FilesDeps } from './manager'
export { FileManager } from './manager'

/**
 * Installs the file manager: the roots of the data folder, every server.files.* method, the
 * upload/download/delete routes, and sliced example files on a fresh data folder.
 * Call close() on the result when the sim stops.
 */
export function installFiles(ctx: SimContext, deps: FilesDeps): FileManager {
  const fm = new FileManager(ctx, deps)
  const dir = (name: string): string => join(ctx.dataDir, name)
  // Leftovers of uploads cut short by a crash.
  rmSync(fm.uploadDir, { recursive: true, force: true })

  const written = seedDataFolder({ gcodes: dir('gcodes'), configExamples: dir('config_examples'), docs: dir('docs') })
  if (written.length) ctx.log(`file_manager: seeded ${written.length} example prints into gcodes/`)

  // Registered in the order Moonraker lists them.
  fm.registerRoot('config', dir('config'), FULL_ACCESS)
  fm.registerRoot('logs', dir('logs'), READ_ONLY)
  fm.registerRoot('gcodes', dir('gcodes'), FULL_ACCESS)
  fm.registerRoot('config_examples', dir('config_examples'), READ_ONLY)
  fm.registerRoot('docs', dir('docs'), READ_ONLY)

  for (const def of fileMethods(fm)) ctx.register(def)
  for (const route of fileRoutes(fm)) ctx.registerRaw(route)
  void fm.metadata.scanAll()
  return fm
}
