import { ActionIcon, Box, Text } from '@mantine/core'
import { IconAlertTriangle, IconMaximize } from '@tabler/icons-react'
import { Suspense, useCallback, useMemo, useRef, useState, type ComponentType, type CSSProperties, type LazyExoticComponent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { cameraTransform, cameraTypeOf, cssAspectRatio, type CameraType } from '../../lib/cameras/camera'
import { isSafeCameraUrl } from '../../lib/cameras/validation'
import type { Webcam } from '../../moonraker/types'
import { cameraUrl } from '../../state/cameras'
import { useUiSetting } from '../../state/settings/settings'
import type { PlayerProps } from './players/types'
import classes from './CameraView.module.css'
import { useStreamActive } from './useStreamActive'
import { Tooltip } from '../../ui/tooltip'
import { lazy } from '../../ui/lazy'

type Player = LazyExoticComponent<ComponentType<PlayerProps>>

// Each player is its own chunk: an MJPEG-only printer never downloads hls.js or the WebRTC code.
const PLAYERS: Record<CameraType, Player> = {
  mjpgstream: lazy(() => import('./players/MjpegStream')),
  mjpgadaptive: lazy(() => import('./players/AdaptiveMjpeg')),
  ipstream: lazy(() => import('./players/IpStream')),
  iframe: lazy(() => import('./players/IframePlayer')),
  hlsstream: lazy(() => import('./players/HlsPlayer')),
  'webrtc-camerastreamer': lazy(() => import('./players/WebrtcPlayer').then((m) => ({ default: m.CameraStreamerPlayer }))),
  'webrtc-go2rtc': lazy(() => import('./players/WebrtcPlayer').then((m) => ({ default: m.Go2rtcPlayer }))),
  'webrtc-mediamtx': lazy(() => import('./players/WebrtcPlayer').then((m) => ({ default: m.WhepPlayer }))),
}

export interface CameraViewProps {
  camera: Webcam
  /** As large as the window allows (the /camera page). */
  fill?: boolean
  /** No full-screen button (already full screen, or a preview). */
  noFullscreen?: boolean
}

/** One camera: its player, name and FPS over it, full-screen button; stopped while it cannot be seen. */
export function CameraView({ camera, fill, noFullscreen }: CameraViewProps) {
  const { t } = useTranslation('cameras')
  const navigate = useNavigate()
  const fullscreenAction = useUiSetting('general.cameraFullscreenAction')
  const box = useRef<HTMLDivElement>(null)
  const fpsLabel = useRef<HTMLSpanElement>(null)
  const visible = useStreamActive(box)
  const [failed, setFailed] = useState(false)
  const type = cameraTypeOf(camera.service)
  const safe = isSafeCameraUrl(camera.stream_url)
  const url = safe ? cameraUrl(camera.stream_url) : ''
  const snapshotUrl = camera.snapshot_url && isSafeCameraUrl(camera.snapshot_url) ? cameraUrl(camera.snapshot_url) : ''
  const Player = failed && snapshotUrl ? PLAYERS.mjpgadaptive : PLAYERS[type]
  // An MJPEG stream reports its rate when a worker draws it; in an <img> it cannot, and the label stays empty.
  const showsFps = type !== 'iframe'

  // The readout is written straight into the DOM, and only when its text changes: a steady rate
  // then costs the page no frame at all (a re-render per report would cost more than the frame).
  const onFps = useCallback((fps: number) => {
    const text = `${Math.round(fps)} FPS`
    if (fpsLabel.current && fpsLabel.current.textContent !== text) fpsLabel.current.textContent = text
  }, [])
  const onError = useCallback(() => setFailed(true), [])

  const aspect = cssAspectRatio(camera.aspect_ratio)
  const style = useMemo<CSSProperties>(
    () => ({
      display: 'block',
      width: '100%',
      maxHeight: fill ? 'calc(100vh - 140px)' : undefined,
      aspectRatio: aspect ?? undefined,
      objectFit: 'contain',
      transform: cameraTransform(camera),
      background: '#000',
    }),
    [fill, aspect, camera],
  )

  const openFullscreen = () => {
    if (fullscreenAction === 'rawstream' && url) window.open(url, '_blank', 'noopener')
    else void navigate(`/camera/${encodeURIComponent(camera.uid)}`)
  }

  return (
    <Box ref={box} className={classes.view} data-testid="camera-view" data-camera={camera.name} data-active={visible ? 'true' : 'false'}>
      {!camera.enabled ? (
        <div className={classes.placeholder}>
          <IconAlertTriangle color="var(--mantine-color-yellow-6)" aria-label={t('disabled')} />
          <Text size="sm">{t('disabled')}</Text>
        </div>
      ) : !safe ? (
        <div className={classes.placeholder}>
          <IconAlertTriangle color="var(--mantine-color-red-6)" />
          <Text size="sm">{t('unsafeUrl')}</Text>
        </div>
      ) : (
        <Suspense fallback={<div className={classes.placeholder} style={{ aspectRatio: aspect ?? '16 / 9' }} />}>
          <Player camera={camera} url={url} snapshotUrl={snapshotUrl} active={visible} style={style} onFps={showsFps || failed ? onFps : undefined} onError={onError} />
        </Suspense>
      )}
      <div className={classes.overlay}>
        <span className={classes.name}>{camera.name}</span>
        <span className={classes.fps} ref={fpsLabel} data-testid="camera-fps" />
      </div>
      {!noFullscreen && camera.enabled && (
        <Tooltip label={t('fullscreen')}>
          <ActionIcon className={classes.fullscreen} variant="filled" color="dark" size="sm" onClick={openFullscreen} aria-label={t('fullscreen')}>
            <IconMaximize size={14} />
          </ActionIcon>
        </Tooltip>
      )}
    </Box>
  )
}
