// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { defaultLayout, moveCard, toFluiddLayout } from '../lib/dashboard-layout'

const posted: { key: string; value: unknown }[] = []
vi.mock('../moonraker/api/database', () => ({
  getDatabaseItem: vi.fn(),
  postDatabaseItem: vi.fn(async (_ns: string, key: string, value: unknown) => {
    posted.push({ key, value })
    return { namespace: 'fluidd', key, value }
  }),
}))

const { CARD_STATE_KEY, LOCAL_LAYOUT_KEY, saveDashboardLayout, useDashboardLayout } = await import('./layout')
const { loadListReaders } = await import('./settings/shapes')

// The load step reads stored lists with readers it loads first; this test writes without a load.
beforeAll(loadListReaders)

const known = ['printer-status', 'camera', 'toolhead', 'macros', 'outputs', 'printer-limits', 'retract', 'sensors', 'temperature', 'console', 'jobs', 'gcode-preview', 'queue', 'spoolman'] as const

describe('dashboard layout store', () => {
  it('saves to layout.layouts.dashboard (Fluidd ids) in the database and to the local copies', async () => {
    const fallback = defaultLayout()
    const { result } = renderHook(() => useDashboardLayout(known, fallback))
    expect(result.current).toEqual(fallback)

    const moved = moveCard(fallback, 'toolhead', 'container3', 0)
    moved.container2[0] = { ...moved.container2[0], collapsed: true }
    act(() => saveDashboardLayout(moved))
    await Promise.resolve()

    expect(posted.at(-1)).toEqual({ key: 'layout.layouts.dashboard', value: toFluiddLayout(moved) })
    expect(toFluiddLayout(moved).container1[0].id).toBe('printer-status-card')
    expect(result.current.container3.map((e) => e.id)).toEqual(['toolhead'])
    expect(JSON.parse(localStorage.getItem(LOCAL_LAYOUT_KEY)!)).toEqual(moved)
    expect(JSON.parse(localStorage.getItem(CARD_STATE_KEY)!).temperature).toBe(true)
  })
})
