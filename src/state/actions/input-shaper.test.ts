// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { usePrinterStore } from '../printer'
import { useServerStore } from '../server'
import { installFakeMoonraker } from '../testing/fake-moonraker'
import { useWaitStore } from '../waits'
import { saveInputShaper } from './input-shaper'

const files = vi.hoisted(() => ({ text: undefined as string | undefined, saved: [] as string[], saves: true }))
vi.mock('./config-history', () => ({
  readConfigFile: async () => files.text,
  saveConfigText: async (_root: string, _path: string, text: string) => {
    files.saved.push(text)
    return files.saves
  },
}))

const printer = (state: string, print: string) => usePrinterStore.setState({ objects: { idle_timeout: { state }, print_stats: { state: print } } })
const CHOICE = { x: { type: 'mzv' as const, freq: 42.04 }, y: { type: 'ei' as const, freq: 57.5 } }

beforeEach(() => {
  Object.assign(files, { text: '[input_shaper]\nshaper_freq_x: 0\n', saved: [], saves: true })
  useWaitStore.setState({ waits: [] })
  useServerStore.setState({ klippyState: 'ready' })
  printer('Idle', 'standby')
})

describe('saveInputShaper', () => {
  it('writes the chosen shapers into the SAVE_CONFIG block of printer.cfg, then restarts Klipper', async () => {
    const fake = installFakeMoonraker()
    expect(await saveInputShaper(CHOICE)).toBe(true)
    expect(files.saved).toHaveLength(1)
    expect(files.saved[0]).toContain('#shaper_freq_x: 0\n')
    expect(files.saved[0]).toMatch(/#\*# \[input_shaper\]\n#\*# shaper_type_x = mzv\n#\*# shaper_freq_x = 42\.0\n#\*# shaper_type_y = ei\n#\*# shaper_freq_y = 57\.5\n$/)
    expect(fake.methods()).toEqual(['printer.restart'])
  })

  it('restarts nothing when printer.cfg cannot be read or written', async () => {
    const fake = installFakeMoonraker()
    files.text = undefined
    expect(await saveInputShaper(CHOICE)).toBe(false)
    files.text = '[printer]\n'
    files.saves = false
    expect(await saveInputShaper(CHOICE)).toBe(false)
    expect(fake.methods()).toEqual([])
  })

  it('is refused while a print runs', async () => {
    const fake = installFakeMoonraker()
    printer('Printing', 'printing')
    expect(saveInputShaper.allowed()).toBe(false)
    expect(await saveInputShaper(CHOICE)).toBeUndefined()
    expect(files.saved).toEqual([])
    expect(fake.methods()).toEqual([])
  })
})
