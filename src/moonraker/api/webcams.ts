import { moonraker, type Moonraker } from '../client'
import type { Webcam } from '../types'

export const listWebcams = (on: Moonraker = moonraker()) => on.call<{ webcams: Webcam[] }>('server.webcams.list')
export const postWebcam = (params: Record<string, unknown>) => moonraker().call<{ webcam: Webcam }>('server.webcams.post_item', params)
export const deleteWebcam = (uid: string) => moonraker().call<{ webcam: Webcam }>('server.webcams.delete_item', { uid })
