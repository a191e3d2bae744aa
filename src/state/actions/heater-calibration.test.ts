// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MoonrakerError } from '../../moonraker/errors'
import { appendConsoleLine, resetConsole } from '../console'
import { useHeaterCalibrationStore } from '../heater-calibration'
import { usePrinterStore } from '../printer'
import { useServerStore } from '../server'
import { installFakeMoonraker } from '../testing/fake-moonraker'
import { onToast, type Toast } from '../toasts'
import { useWaitStore } from '../waits'
import { calibrateHeaterAction } from './heater-calibration'

let toasts: Toast[] = []
onToast((t) => toasts.push(t))
const printer = (state: string, print: string) => usePrinterStore.setState({ objects: { idle_timeout: { state }, print_stats: { state: print } } })

beforeEach(() => {
  toasts = []
  resetConsole()
  useWaitStore.setState({ waits: [] })
  useServerStore.setState({ klippyState: 'ready' })
  useHeaterCalibrationStore.setState({ run: null })
  printer('Idle', 'standby')
})

describe('calibrateHeaterAction', () => {
  it("runs PID_CALIBRATE, holds its wait while Klipper works, and keeps the values Klipper printed", async () => {
    let finish: (v: string) => void = () => undefined
    const fake = installFakeMoonraker({ 'printer.gcode.script': () => new Promise((r) => (finish = r)) })
    const running = calibrateHeaterAction('pid', 'extruder', 210)
    await vi.waitFor(() => expect(useWaitStore.getState().waits).toEqual(['heaterCalibration']))
    expect(useHeaterCalibrationStore.getState().run).toMatchObject({ method: 'pid', heater: 'extruder', target: 210, outcome: 'running' })
    expect(calibrateHeaterAction.allowed()).toBe(false)
    appendConsoleLine('// PID parameters: pid_Kp=22.865 pid_Ki=1.292 pid_Kd=101.178\n// The SAVE_CONFIG command will update the printer config file')
    finish('ok')
    expect(await running).toEqual({ values: [{ name: 'pid_Kp', value: '22.865' }, { name: 'pid_Ki', value: '1.292' }, { name: 'pid_Kd', value: '101.178' }] })
    expect(fake.scripts()).toEqual(['PID_CALIBRATE HEATER=extruder TARGET=210'])
    expect(useHeaterCalibrationStore.getState().run).toMatchObject({ outcome: 'done' })
    expect(useWaitStore.getState().waits).toEqual([])
  })

  it("ends failed, with Klipper's message shown, when the printer refuses", async () => {
    installFakeMoonraker({ 'printer.gcode.script': new MoonrakerError(400, "Heater extruder not heating at expected rate") })
    expect(await calibrateHeaterAction('pid', 'extruder', 210)).toBeUndefined()
    expect(useHeaterCalibrationStore.getState().run).toMatchObject({ outcome: 'failed' })
    expect(toasts).toEqual([{ type: 'error', message: 'Heater extruder not heating at expected rate' }])
  })

  it('sends nothing while a print runs or is paused', async () => {
    const fake = installFakeMoonraker()
    printer('Printing', 'printing')
    expect(calibrateHeaterAction.allowed()).toBe(false)
    expect(await calibrateHeaterAction('pid', 'heater_bed', 60)).toBeUndefined()
    printer('Ready', 'paused')
    expect(await calibrateHeaterAction('pid', 'heater_bed', 60)).toBeUndefined()
    expect(fake.calls).toEqual([])
    expect(useHeaterCalibrationStore.getState().run).toBeNull()
  })
})
