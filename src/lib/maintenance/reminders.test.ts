import { describe, expect, it } from 'vitest'
import { baseline, hasInterval, newReminder, readReminders, reminderProgress, type Reminder } from './reminders'

const HOUR = 3600
const DAY_MS = 86_400_000
const totals = (hours: number, metres = 0) => ({ total_print_time: hours * HOUR, total_filament_used: metres * 1000 })
const rem = (over: Partial<Reminder> = {}): Reminder => ({ ...newReminder({ name: 'Lubricate rods', note: '', everyHours: 200, everyFilamentM: null, everyDays: null }, totals(100), 0, 'r1'), ...over })

describe('maintenance reminders', () => {
  it('counts printed hours since it was last done', () => {
    expect(reminderProgress(rem(), totals(250), 0)).toMatchObject({ hours: 150, due: false, shown: false, share: 0.75 })
    expect(reminderProgress(rem(), totals(300), 0)).toMatchObject({ hours: 200, due: true, shown: true })
  })

  it('is due by whichever interval runs out first', () => {
    const r = rem({ everyHours: 1000, everyFilamentM: 50, everyDays: 30 })
    expect(reminderProgress(r, totals(101, 49), 29 * DAY_MS).due).toBe(false)
    expect(reminderProgress(r, totals(101, 50), 0).due).toBe(true)
    expect(reminderProgress(r, totals(101, 0), 30 * DAY_MS).due).toBe(true)
  })

  it('hides a snoozed reminder until the snooze ends, and Done starts the count again', () => {
    const r = rem({ snoozedUntil: 1000 })
    expect(reminderProgress(r, totals(400), 999)).toMatchObject({ due: true, shown: false })
    expect(reminderProgress(r, totals(400), 1000).shown).toBe(true)
    const done = { ...r, ...baseline(totals(400), 5000), snoozedUntil: null }
    expect(reminderProgress(done, totals(400), 5000)).toMatchObject({ hours: 0, due: false })
  })

  it('counts from zero after the totals were reset', () => {
    expect(reminderProgress(rem(), totals(20), 0).hours).toBe(20)
  })

  it('reads stored reminders, dropping what is not one', () => {
    const read = readReminders([{ id: 'a', name: 'Belts', everyDays: 90, everyHours: -1, doneAt: 5 }, { name: 'no id' }, 'junk'])
    expect(read).toEqual([{ id: 'a', name: 'Belts', note: '', everyHours: null, everyFilamentM: null, everyDays: 90, doneAt: 5, donePrintSeconds: 0, doneFilamentMm: 0, snoozedUntil: null }])
    expect(readReminders('x')).toBeUndefined()
    expect(hasInterval({ everyHours: null, everyFilamentM: null, everyDays: null })).toBe(false)
  })
})
