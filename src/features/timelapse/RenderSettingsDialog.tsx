import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { renderFps, renderLengthSeconds } from '../../lib/timelapse/estimate'
import type { TimelapseSettings } from '../../moonraker/types'
import { useTimelapseStore } from '../../state/timelapse'
import { NumberField, TextField, ToggleField } from './fields'
import { formatNumber } from '../../lib/format'
import { Dialog } from '../../ui/Dialog'

/** Render settings with the estimated video length for the frames taken so far (SPEC §9). */
export function RenderSettingsDialog({ settings: s, onClose }: { settings: TimelapseSettings; onClose(): void }) {
  const { t } = useTranslation('timelapse')
  const frames = useTimelapseStore((st) => st.lastFrame.count)
  const plan = { ...s, frames }
  const seconds = renderLengthSeconds(plan)
  return (
    <Dialog opened onClose={onClose} title={t('render.settings')} size="lg" data-testid="render-settings">
      <Stack gap="sm">
        <Alert variant="light" data-testid="render-estimate">
          {t('render.estimate', { frames, fps: renderFps(plan), seconds: formatNumber(seconds, 1) })}
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <ToggleField settings={s} field="autorender" label={t('render.autorender')} />
          <ToggleField settings={s} field="variable_fps" label={t('render.variableFps')} />
          {s.variable_fps ? (
            <>
              <NumberField settings={s} field="targetlength" label={t('render.targetLength')} suffix=" s" />
              <span />
              <NumberField settings={s} field="variable_fps_min" label={t('render.fpsMin')} />
              <NumberField settings={s} field="variable_fps_max" label={t('render.fpsMax')} />
            </>
          ) : (
            <NumberField settings={s} field="output_framerate" label={t('render.framerate')} />
          )}
          <NumberField settings={s} field="duplicatelastframe" label={t('render.duplicate')} />
          <NumberField settings={s} field="constant_rate_factor" label={t('render.crf')} />
          <TextField settings={s} field="pixelformat" label={t('render.pixelformat')} />
          <TextField settings={s} field="time_format_code" label={t('render.timeFormat')} />
          <TextField settings={s} field="extraoutputparams" label={t('render.extraParams')} />
          <ToggleField settings={s} field="previewimage" label={t('render.previewImage')} />
          <ToggleField settings={s} field="saveframes" label={t('render.saveFrames')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('close')}</Button>
        </Group>
      </Stack>
    </Dialog>
  )
}
