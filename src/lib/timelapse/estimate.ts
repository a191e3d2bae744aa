/** The render dialog's length estimate (SPEC §9): frames plus duplicates over the clamped frame rate. */

export interface RenderPlanInput {
  frames: number
  duplicatelastframe: number
  variable_fps: boolean
  output_framerate: number
  targetlength: number
  variable_fps_min: number
  variable_fps_max: number
}

/** The frame rate the render will use: fixed, or frames over target length kept within the limits. */
export function renderFps(p: RenderPlanInput): number {
  if (!p.variable_fps) return Math.max(1, p.output_framerate)
  const wanted = p.targetlength > 0 ? Math.floor(p.frames / p.targetlength) : p.variable_fps_max
  return Math.max(Math.max(1, p.variable_fps_min), Math.min(p.variable_fps_max, wanted))
}

/** Seconds of video the render will produce. */
export function renderLengthSeconds(p: RenderPlanInput): number {
  const total = Math.max(0, p.frames) + Math.max(0, p.duplicatelastframe)
  return total / renderFps(p)
}
