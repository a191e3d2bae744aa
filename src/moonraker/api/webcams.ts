import { moonraker } from '../client'
import type { Webcam } from '../types'

export const listWebcams = () => moonraker().call<{ webcams: Webcam[] }>('server.webcams.list')
