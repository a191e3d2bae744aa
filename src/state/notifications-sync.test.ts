import { describe, expect, it } from 'vitest'
import { throttleNotifications } from './notifications-sync'

describe('cpu throttle notifications', () => {
  it('makes current flags errors with a snackbar, and past ones info', () => {
    const [now, past] = throttleNotifications({ bits: 0x50005, flags: ['Under-Voltage Detected', 'Previously Under-Volted'] })
    expect(now).toMatchObject({ type: 'error', description: 'This may lead to a failed print', snackbar: true, merge: true })
    expect(past).toMatchObject({ type: 'info', snackbar: false })
  })
  it('adds the temperature to temperature flags', () => {
    const [n] = throttleNotifications({ bits: 8, flags: ['Temperature Limit Active'] }, 81.26)
    expect(n.suffix).toBe('81.3\u202F°C')
  })
})
