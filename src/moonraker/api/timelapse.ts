import { moonraker } from '../client'
import type { TimelapseSettings } from '../types'

export const getTimelapseSettings = () => moonraker().call<TimelapseSettings>('machine.timelapse.get_settings')
export const postTimelapseSettings = (settings: Partial<TimelapseSettings>) =>
  moonraker().call<TimelapseSettings>('machine.timelapse.post_settings', { ...settings } as Record<string, unknown>)
export const timelapseLastFrame = () => moonraker().call<{ framecount: number; lastframefile: string }>('machine.timelapse.lastframeinfo')
export const renderTimelapse = () => moonraker().call<Record<string, unknown>>('machine.timelapse.render')
export const saveTimelapseFrames = () => moonraker().call<Record<string, unknown>>('machine.timelapse.saveframes')
