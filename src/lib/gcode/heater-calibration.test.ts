import { describe, expect, it } from 'vitest'
import { calibrateHeater, calibrationMethods, defaultCalibrationTarget, parseCalibrationResult } from './heater-calibration'

describe('heater calibration commands', () => {
  it('builds PID_CALIBRATE and MPC_CALIBRATE, quoting a heater name with a space', () => {
    expect(calibrateHeater('pid', 'extruder', 210)).toBe('PID_CALIBRATE HEATER=extruder TARGET=210')
    expect(calibrateHeater('pid', 'heater_bed', 60.04)).toBe('PID_CALIBRATE HEATER=heater_bed TARGET=60')
    expect(calibrateHeater('mpc', 'heater_generic chamber', 45.5)).toBe('MPC_CALIBRATE HEATER="heater_generic chamber" TARGET=45.5')
  })

  it('offers the methods the printer has', () => {
    expect(calibrationMethods({ PID_CALIBRATE: '', G28: '' })).toEqual(['pid'])
    expect(calibrationMethods({ PID_CALIBRATE: '', MPC_CALIBRATE: '' })).toEqual(['pid', 'mpc'])
    expect(calibrationMethods({})).toEqual([])
  })

  it('starts from a usual temperature for the kind of heater', () => {
    expect(defaultCalibrationTarget('extruder1')).toBe(210)
    expect(defaultCalibrationTarget('heater_bed')).toBe(60)
    expect(defaultCalibrationTarget('heater_generic chamber')).toBe(50)
  })
})

describe('parseCalibrationResult', () => {
  it("reads Klipper's PID line, as the console gets it", () => {
    const lines = ['// Unrelated 12', '// PID parameters: pid_Kp=22.865 pid_Ki=1.292 pid_Kd=101.178\n// The SAVE_CONFIG command will update the printer config file\n// with these parameters and restart the printer.']
    expect(parseCalibrationResult('pid', lines)?.values).toEqual([
      { name: 'pid_Kp', value: '22.865' },
      { name: 'pid_Ki', value: '1.292' },
      { name: 'pid_Kd', value: '101.178' },
    ])
  })

  it('reads the values an MPC calibration prints after it finished', () => {
    const lines = ["Finished MPC calibration of heater 'extruder'", 'Measured:\n  block_heat_capacity=18.4 [J/K]\n  sensor_responsiveness=0.0935 [K/s/K]\n  ambient_transfer=0.0893 [W/K]']
    expect(parseCalibrationResult('mpc', lines)?.values.map((v) => v.name)).toEqual(['block_heat_capacity', 'sensor_responsiveness', 'ambient_transfer'])
  })

  it('finds nothing when the run printed no result (an error, a shutdown)', () => {
    expect(parseCalibrationResult('pid', ['!! Heater extruder not heating at expected rate'])).toBeUndefined()
  })
})
