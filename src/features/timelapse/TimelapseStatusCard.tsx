import { Button, Center, Group, Progress, Slider, Stack, Text } from '@mantine/core'
import { IconFileZip, IconMovie, IconPhoto } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { frameFileName } from '../../lib/timelapse/settings'
import { saveTimelapseFramesZip, startTimelapseRender } from '../../state/actions/timelapse'
import { isRendering, timelapseFrameUrl, useTimelapseStore } from '../../state/timelapse'
import { useWait } from '../../state/waits'
import { useFileSrc } from '../../state/file-urls'
import { Card } from '../../ui/Card'
import { formatPercent } from '../../lib/format'

/** The print being recorded: its frames, a slider through them, render and save-frames (SPEC §2, §4). */
export function TimelapseStatusCard() {
  const { t } = useTranslation('timelapse')
  const lastFrame = useTimelapseStore((s) => s.lastFrame)
  const render = useTimelapseStore((s) => s.render)
  const rendering = isRendering(render)
  const renderWait = useWait('timelapse-render')
  const savingFrames = useWait('timelapse-saveframes')
  const [frame, setFrame] = useState(lastFrame.count)
  // Follow new frames unless the user is looking at an older one.
  const [following, setFollowing] = useState(true)
  useEffect(() => {
    if (following) setFrame(lastFrame.count)
  }, [lastFrame.count, following])

  const progress = Math.max(0, Math.min(100, render?.progress ?? 0))
  const file = frame > 0 ? (frame === lastFrame.count && lastFrame.file ? lastFrame.file : frameFileName(frame)) : ''
  const frameSrc = useFileSrc(file ? timelapseFrameUrl(file) : null)
  return (
    <Card title={t('status.title')} icon={<IconPhoto size={18} />} testId="timelapse-status">
      <Stack gap="sm">
        {file ? (
          <img
            src={frameSrc ?? undefined}
            alt={t('status.frame', { n: frame })}
            data-testid="timelapse-frame"
            style={{ width: '100%', display: 'block', borderRadius: 4, filter: rendering ? `grayscale(${100 - progress}%)` : undefined }}
          />
        ) : (
          <Center h={160} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
            <Text c="dimmed">{t('status.noFrames')}</Text>
          </Center>
        )}
        <Group justify="space-between">
          <Text size="sm" data-testid="timelapse-framecount">
            {t('status.frames', { count: lastFrame.count })}
          </Text>
          {frame > 0 && (
            <Text size="sm" c="dimmed">
              {t('status.frame', { n: frame })}
            </Text>
          )}
        </Group>
        {lastFrame.count > 1 && (
          <Slider
            min={1}
            max={lastFrame.count}
            value={Math.max(1, frame)}
            onChange={(v) => {
              setFrame(v)
              setFollowing(v === lastFrame.count)
            }}
            disabled={rendering}
            label={(v) => t('status.frame', { n: v })}
            aria-label={t('status.slider')}
            data-testid="timelapse-slider"
          />
        )}
        {render && (
          <Stack gap={4} data-testid="timelapse-render-status" data-status={render.status}>
            <Group justify="space-between">
              <Text size="sm">{t(`status.render.${render.status}`, { defaultValue: render.status })}</Text>
              {rendering && <Text size="sm">{formatPercent(progress)}</Text>}
            </Group>
            {rendering && <Progress value={progress} animated />}
            {render.status === 'success' && render.fileName && (
              <Text size="xs" c="dimmed">
                {render.fileName}
              </Text>
            )}
            {render.status !== 'success' && !rendering && render.message && (
              <Text size="xs" c="dimmed">
                {render.message}
              </Text>
            )}
          </Stack>
        )}
        <Group gap="xs">
          <Button leftSection={<IconMovie size={16} />} onClick={() => void startTimelapseRender()} disabled={rendering || lastFrame.count === 0} loading={renderWait && !rendering}>
            {t('status.render.button')}
          </Button>
          <Button variant="default" leftSection={<IconFileZip size={16} />} onClick={() => void saveTimelapseFramesZip()} disabled={lastFrame.count === 0} loading={savingFrames}>
            {t('status.saveFrames')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
