import { afterEach, describe, expect, it } from 'vitest'
import { SeriesRing } from '../lib/chart-buffer'
import { energyParameter, energySince, handleSensorUpdate, resetSensors, seedSensorRing, sensorRing, unitsOf, useSensorsStore } from './sensors'
import type { SensorInfo } from '../moonraker/types'

const meter: SensorInfo = {
  id: 'plug',
  friendly_name: 'Printer power',
  type: 'mqtt',
  values: { power: 20, energy: 1 },
  parameter_info: [
    { name: 'power', units: 'W' },
    { name: 'energy', units: 'kWh' },
  ],
}

describe('sensors store', () => {
  afterEach(() => resetSensors())

  it('seeds the history from the server, newest sample now, one a second before', () => {
    const ring = new SeriesRing(10)
    seedSensorRing(ring, { power: [1, 2, 3], energy: [0.1, 0.2] }, 10_000)
    expect(ring.timeline()).toEqual([8000, 9000, 10_000])
    expect(ring.values('power')).toEqual([1, 2, 3])
    expect(ring.values('energy')).toEqual([null, 0.1, 0.2])
  })

  it('takes updates of known sensors into their values and history', () => {
    useSensorsStore.setState({ sensors: { plug: meter }, loaded: true })
    handleSensorUpdate({ plug: { power: 150, energy: 1.5 }, other: { x: 1 } }, 5000)
    expect(useSensorsStore.getState().sensors.plug.values).toEqual({ power: 150, energy: 1.5 })
    expect(useSensorsStore.getState().sensors.other).toBeUndefined()
    expect(sensorRing('plug').values('power')).toEqual([150])
    expect(unitsOf(meter, 'power')).toBe('W')
  })

  it('finds the energy meter and the energy counted since a time', () => {
    expect(energyParameter({ plug: meter })).toEqual({ id: 'plug', parameter: 'energy', perKwh: 1 })
    useSensorsStore.setState({ sensors: { plug: meter }, loaded: true })
    handleSensorUpdate({ plug: { power: 100, energy: 1.0 } }, 1000)
    handleSensorUpdate({ plug: { power: 100, energy: 1.2 } }, 2000)
    handleSensorUpdate({ plug: { power: 100, energy: 1.5 } }, 3000)
    expect(energySince(2000)).toBeCloseTo(0.3)
    // A start older than the kept history counts from the oldest sample.
    expect(energySince(0)).toBeCloseTo(0.5)
  })
})
