import { sessionStore } from './printer-session'
import { fileUrl } from '../moonraker/api/files'
import { getTimelapseSettings, timelapseLastFrame } from '../moonraker/api/timelapse'
import type { TimelapseEvent } from '../moonraker/notifications'
import type { TimelapseSettings } from '../moonraker/types'
import { whenComponentsKnown } from './server-components'
import { showToast } from './toasts'
import { translate } from '../i18n'

/** The render of SPEC §3: started → running (progress) → success. */
export interface RenderStatus {
  status: string
  framerate?: number
  crf?: number
  pixelformat?: string
  progress?: number
  frameCount?: number
  fileName?: string
  printFile?: string
  previewImage?: string
  message?: string
}

interface TimelapseStore {
  settings: TimelapseSettings | null
  lastFrame: { count: number; file: string }
  render: RenderStatus | null
}

const initial: TimelapseStore = { settings: null, lastFrame: { count: 0, file: '' }, render: null }

export const useTimelapseStore = sessionStore<TimelapseStore>(() => ({ ...initial }))

export function resetTimelapse(): void {
  useTimelapseStore.setState({ ...initial })
}

export function setTimelapseSettings(settings: TimelapseSettings): void {
  useTimelapseStore.setState({ settings })
}

export async function loadTimelapse(): Promise<void> {
  if (!(await whenComponentsKnown()).includes('timelapse')) return
  const [settings, last] = await Promise.all([getTimelapseSettings(), timelapseLastFrame()])
  useTimelapseStore.setState({ settings, lastFrame: { count: last.framecount ?? 0, file: last.lastframefile ?? '' } })
}

export function refreshTimelapse(): void {
  loadTimelapse().catch(() => undefined)
}

const num = (v: unknown): number | undefined => (v === undefined || v === null || v === '' || !Number.isFinite(Number(v)) ? undefined : Number(v))
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined)

/** SPEC §4: frames reset the render; a failed frame is a toast; renders update progress; the rest is logged. */
export function handleTimelapseEvent(event: TimelapseEvent): void {
  if (event.action === 'newframe') {
    if (event.status === 'error') {
      showToast({ type: 'error', message: translate('notifications.timelapseFrameError', 'Error taking timelapse frame'), timeout: 5000 })
      return
    }
    const count = num(event.frame)
    const file = str(event.framefile)
    useTimelapseStore.setState((s) => ({
      render: null,
      lastFrame: { count: count ?? s.lastFrame.count + 1, file: file ?? s.lastFrame.file },
    }))
    return
  }
  if (event.action === 'render') {
    useTimelapseStore.setState((s) => {
      const prev = event.status === 'started' ? null : s.render
      return {
        render: {
          ...prev,
          status: str(event.status) ?? prev?.status ?? 'running',
          framerate: num(event.framerate) ?? prev?.framerate,
          crf: num(event.crf) ?? prev?.crf,
          pixelformat: str(event.pixelformat) ?? prev?.pixelformat,
          progress: num(event.progress) ?? (event.status === 'success' ? 100 : prev?.progress),
          frameCount: num(event.framecount) ?? prev?.frameCount,
          fileName: str(event.filename) ?? prev?.fileName,
          printFile: str(event.printfile) ?? prev?.printFile,
          previewImage: str(event.previewimage) ?? prev?.previewImage,
          message: str(event.msg) ?? prev?.message,
        },
      }
    })
    return
  }
  console.info('timelapse event', event)
}

/** SPEC §4: rendering until the render reports success (a failed or skipped render ends it too). */
export function isRendering(render: RenderStatus | null): boolean {
  return !!render && (render.status === 'started' || render.status === 'running')
}

/** A frame image of the print being recorded (SPEC §6: /server/files/timelapse_frames/{file}). */
export function timelapseFrameUrl(file: string): string {
  return fileUrl('timelapse_frames', file)
}

export function useTimelapseSettings(): TimelapseSettings | null {
  return useTimelapseStore((s) => s.settings)
}
