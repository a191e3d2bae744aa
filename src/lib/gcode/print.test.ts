import { describe, expect, it } from 'vitest'
import { firmwareRestart, resetSdcardFile, saveConfig } from './print'

describe('print G-code', () => {
  it('resets the loaded file, saves config, restarts firmware', () => {
    expect(resetSdcardFile()).toBe('SDCARD_RESET_FILE')
    expect(saveConfig()).toBe('SAVE_CONFIG')
    expect(firmwareRestart()).toBe('FIRMWARE_RESTART')
  })
})
