import { createWriteStream } from 'node:fs'
import { copyFile, readFile, rename, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { finished } from 'node:stream/promises'
import { CLIP_PATH } from '../webcams/hls'
import type { TimelapseSettings } from './settings'

export interface RenderPlan {
  framesDir: string
  outputDir: string
  frames: string[]
  /** Output name without extension: 'timelapse_<print>_<date>'. */
  baseName: string
  settings: TimelapseSettings
  /** Real milliseconds the whole render should take. */
  durationMs: number
  onProgress(percent: number): void
}

export interface RenderOutput {
  video: string
  preview: string | null
  framerate: number
  frameCount: number
}

/** moonraker-timelapse's frame rate: fixed, or frames over target length within the limits. */
export function renderFramerate(s: TimelapseSettings, frameCount: number): number {
  if (!s.variable_fps) return s.output_framerate
  return Math.max(s.variable_fps_min, Math.min(s.variable_fps_max, Math.floor(frameCount / s.targetlength)))
}

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A simulated ffmpeg run. There is no encoder on the sim: every frame is read (the work a render
 * does) over the planned duration with progress reports, and the ".mp4" written is a short H.264
 * clip committed as a fixture, so browsers can play it; it does not show the frames themselves.
 * The last frame becomes the preview image.
 */
export async function renderVideo(plan: RenderPlan): Promise<RenderOutput> {
  const { settings: s, frames } = plan
  const sequence = [...frames]
  for (let i = 0; i < s.duplicatelastframe && frames.length; i++) sequence.push(frames[frames.length - 1])
  const video = `${plan.baseName}.mp4`
  const partial = join(plan.framesDir, `${video}.partial`)
  const out = createWriteStream(partial)
  const steps = Math.min(10, sequence.length)
  let reported = 0
  try {
    for (let i = 0; i < sequence.length; i++) {
      await readFile(join(plan.framesDir, sequence[i]))
      const percent = Math.floor(((i + 1) / sequence.length) * 100)
      if (Math.floor(((i + 1) * steps) / sequence.length) > reported) {
        reported = Math.floor(((i + 1) * steps) / sequence.length)
        await wait(plan.durationMs / steps)
        plan.onProgress(percent)
      }
    }
    out.end(await readFile(CLIP_PATH))
    await finished(out)
    await rename(partial, join(plan.outputDir, video))
  } catch (err) {
    out.destroy()
    await unlink(partial).catch(() => undefined)
    throw err
  }
  let preview: string | null = null
  if (s.previewimage && frames.length) {
    preview = `${plan.baseName}.jpg`
    // Copied beside the frames first: the timelapse folder only ever sees the finished file.
    const staged = join(plan.framesDir, `${preview}.partial`)
    await copyFile(join(plan.framesDir, frames[frames.length - 1]), staged)
    await rename(staged, join(plan.outputDir, preview))
  }
  return { video, preview, framerate: renderFramerate(s, sequence.length), frameCount: sequence.length }
}
