import { describe, expect, it } from 'vitest'
import { draftKey, draftOffer } from './drafts'

describe('editor drafts', () => {
  it('are kept per printer and file', () => {
    expect(draftKey('http://a:7125', 'config', 'printer.cfg')).not.toBe(draftKey('http://b:7125', 'config', 'printer.cfg'))
    expect(draftKey('http://a:7125', 'config', 'printer.cfg')).not.toBe(draftKey('http://a:7125', 'config', 'macros.cfg'))
  })

  it('are offered when their text differs from the printer’s', () => {
    const draft = { text: 'edited', base: 'original', savedAt: 1 }
    expect(draftOffer(draft, 'original')).toEqual({ draft, printerChanged: false })
    expect(draftOffer(undefined, 'original')).toBeNull()
    // Saved meanwhile from elsewhere with the very same text: nothing to offer.
    expect(draftOffer(draft, 'edited')).toBeNull()
  })

  it('say when the printer’s file changed since the draft began', () => {
    expect(draftOffer({ text: 'edited', base: 'original', savedAt: 1 }, 'changed elsewhere')?.printerChanged).toBe(true)
  })
})
