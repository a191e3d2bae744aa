import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const MANY_FILES_PREFIX = 'bench_file_'

export function manyFileName(index: number): string {
  return `${MANY_FILES_PREFIX}${String(index).padStart(5, '0')}.gcode`
}

/**
 * Writes `count` small G-code files into `dir`. They are tiny on purpose: the figure under test is
 * how the dashboard lists many entries, not how the printer reads large files.
 */
export function writeManyFiles(dir: string, count: number): void {
  mkdirSync(dir, { recursive: true })
  for (let i = 0; i < count; i++) {
    writeFileSync(path.join(dir, manyFileName(i)), `; bench file ${i}\nG28\nG1 X${10 + (i % 200)} Y10 F3000\n`)
  }
}
