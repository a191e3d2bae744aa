/**
 * Regenerates src/lib/klipper-config/klipper-schema.ts from Klipper's configuration reference.
 * Run after the reference changes: `npx tsx scripts/klipper-schema.ts [path/to/Config_Reference.md]`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildSchema, schemaText } from './klipper-schema-build'

export const REFERENCE = path.resolve(import.meta.dirname, '../../shared/reference/klipper/Config_Reference.md')
export const SCHEMA_FILE = path.resolve(import.meta.dirname, '../src/lib/klipper-config/klipper-schema.ts')

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const source = process.argv[2] ?? REFERENCE
  const schema = buildSchema(readFileSync(source, 'utf8'))
  writeFileSync(SCHEMA_FILE, schemaText(schema))
  console.log(`${Object.keys(schema.sections).length} sections written to ${path.relative(process.cwd(), SCHEMA_FILE)}`)
}
