// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { flushStatus, queueStatus, resetPrinter } from './printer'
import { usePrinterNumber } from './printer-fields'

function publish(temperature: number) {
  act(() => {
    queueStatus({ extruder: { temperature } })
    flushStatus()
  })
}

describe('usePrinterNumber', () => {
  it('renders again for every change without a step, and only when the shown value changes with one', () => {
    resetPrinter()
    publish(23.41)
    let raw = 0
    let shown = 0
    const exact = renderHook(() => (raw++, usePrinterNumber('extruder', 'temperature')))
    const rounded = renderHook(() => (shown++, usePrinterNumber('extruder', 'temperature', 0.1)))
    expect(exact.result.current).toBe(23.41)
    expect(rounded.result.current).toBeCloseTo(23.4)

    publish(23.43)
    publish(23.38)
    expect(exact.result.current).toBe(23.38)
    expect(rounded.result.current).toBeCloseTo(23.4)
    expect(raw).toBe(3)
    expect(shown).toBe(1)

    publish(23.46)
    expect(rounded.result.current).toBeCloseTo(23.5)
    expect(shown).toBe(2)
  })
})
