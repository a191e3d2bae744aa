import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildSchema, schemaText } from './klipper-schema-build'
import { REFERENCE, SCHEMA_FILE } from './klipper-schema'

describe('the Klipper config schema', () => {
  // The reference lives beside the project (../shared); a checkout without it has only the committed schema.
  it.skipIf(!existsSync(REFERENCE))('is current with Config_Reference.md (run `npx tsx scripts/klipper-schema.ts` if not)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(schemaText(buildSchema(readFileSync(REFERENCE, 'utf8'))))
  })

  it('reads sections, options, requirements, kinds and ranges from the reference blocks', () => {
    const schema = buildSchema(
      [
        '### [fan]',
        'Print cooling fan.',
        '```',
        '[fan]',
        'pin:',
        '#   Output pin controlling the fan. This parameter must be provided.',
        '#max_power: 1.0',
        '#   The maximum power (expressed as a value from 0.0 to 1.0) that the pin may be set to.',
        '#hardware_pwm: False',
        '#   See the "output_pin" section.',
        '```',
      ].join('\n'),
    )
    expect(schema.sections.fan).toEqual({
      o: { hardware_pwm: { k: 'b' }, max_power: { k: 'n', min: 0, max: 1 }, pin: { k: 'p', r: 1 } },
    })
  })
})
