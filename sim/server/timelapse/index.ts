import { join } from 'node:path'
import { DELETE_AND_MKDIR, READ_ONLY } from '../files/roots'
import type { SimContext } from '../types'
import { TimelapseService, type TimelapseDeps } from './service'
import { SettingsStore } from './settings'

export type { TimelapseDeps } from './service'

export interface TimelapseComponent {
  service: TimelapseService
  close(): void
}

/** _SET_TIMELAPSE_SETUP's parameters, as the plugin's macro file names them. */
const SETUP_PARAMS: Record<string, string> = {
  ENABLE: 'enabled',
  VERBOSE: 'gcode_verbose',
  PARK_ENABLE: 'parkhead',
  PARK_POS: 'parkpos',
  CUSTOM_POS_X: 'park_custom_pos_x',
  CUSTOM_POS_Y: 'park_custom_pos_y',
  CUSTOM_POS_DZ: 'park_custom_pos_dz',
  TRAVEL_SPEED: 'park_travel_speed',
  RETRACT_SPEED: 'park_retract_speed',
  EXTRUDE_SPEED: 'park_extrude_speed',
  RETRACT_DISTANCE: 'park_retract_distance',
  EXTRUDE_DISTANCE: 'park_extrude_distance',
  PARK_TIME: 'park_time',
  FW_RETRACT: 'fw_retract',
}

/**
 * The moonraker-timelapse component: machine.timelapse.* methods, notify_timelapse_event, the
 * timelapse and timelapse_frames roots, and the G-code commands its macro file would provide.
 */
export function installTimelapse(ctx: SimContext, deps: TimelapseDeps): TimelapseComponent {
  const output = deps.files.registerRoot('timelapse', join(ctx.dataDir, 'timelapse'), DELETE_AND_MKDIR)
  const frames = deps.files.registerRoot('timelapse_frames', join(ctx.dataDir, 'timelapse_frames'), READ_ONLY)
  const settings = new SettingsStore(ctx.dataDir, deps.snapshotUrl)
  const service = new TimelapseService(ctx, deps, settings, frames.dir, output.dir)

  ctx.register({
    method: 'machine.timelapse.get_settings',
    http: [{ verb: 'GET', path: '/machine/timelapse/settings' }],
    handler: () => settings.view(),
  })
  ctx.register({
    method: 'machine.timelapse.post_settings',
    http: [{ verb: 'POST', path: '/machine/timelapse/settings' }],
    handler: (params) => {
      if (settings.update(params).length) service.settingsChanged()
      return settings.view()
    },
  })
  ctx.register({
    method: 'machine.timelapse.lastframeinfo',
    http: [{ verb: 'GET', path: '/machine/timelapse/lastframeinfo' }],
    handler: () => ({ framecount: service.frameCount, lastframefile: service.lastFrameFile }),
  })
  ctx.register({
    method: 'machine.timelapse.saveframes',
    http: [{ verb: 'POST', path: '/machine/timelapse/saveframes' }],
    handler: () => service.saveFrames(),
  })
  ctx.register({
    method: 'machine.timelapse.render',
    http: [{ verb: 'POST', path: '/machine/timelapse/render' }],
    handler: () => service.render(),
  })

  const { klippy } = deps
  klippy.registerCommand('TIMELAPSE_TAKE_FRAME', 'Takes a timelapse frame now', () => service.frameFromMacro())
  klippy.registerCommand('TIMELAPSE_RENDER', 'Renders the timelapse of the last print', () => {
    // Rendering takes a while; the print (or console) must not wait for it.
    void service.render()
  })
  klippy.registerCommand('HYPERLAPSE', 'Starts or stops timed timelapse frames', (params) => {
    const action = (params.ACTION ?? '').toUpperCase()
    if (action === 'START') service.startHyperlapse(Number(params.CYCLE ?? settings.current.hyperlapse_cycle))
    else if (action === 'STOP') service.stopHyperlapse()
    else throw new Error(`Invalid ACTION for HYPERLAPSE: '${params.ACTION ?? ''}', use START or STOP`)
  })
  klippy.registerCommand('_SET_TIMELAPSE_SETUP', 'Sets the options the timelapse macros use', (params) => {
    const update: Record<string, string> = {}
    for (const [name, value] of Object.entries(params)) {
      const key = SETUP_PARAMS[name.toUpperCase()]
      if (key) update[key] = value
    }
    if (settings.update(update).length) service.settingsChanged()
  })

  return {
    service,
    close: () => service.close(),
  }
}
