import { postTimelapseSettings, renderTimelapse, saveTimelapseFrames } from '../../moonraker/api/timelapse'
import type { TimelapseSettings } from '../../moonraker/types'
import { defineAction } from '../action'
import { setTimelapseSettings, useTimelapseStore } from '../timelapse'

/** Sends the changed fields only (SPEC §6: a partial object); the answer is the whole new settings. */
export const saveTimelapseSettings = defineAction({ wait: 'timelapse-settings' }, async (change: Partial<TimelapseSettings>) => {
  const blocked = useTimelapseStore.getState().settings?.blockedsettings ?? []
  const allowed = Object.fromEntries(Object.entries(change).filter(([k]) => !blocked.includes(k)))
  const settings = await postTimelapseSettings(allowed)
  setTimelapseSettings(settings)
  return settings
})

export const startTimelapseRender = defineAction({ wait: 'timelapse-render' }, () => renderTimelapse())

export const saveTimelapseFramesZip = defineAction({ wait: 'timelapse-saveframes' }, () => saveTimelapseFrames())
