import { Box, Button, Center, Loader, Text } from '@mantine/core'
import { Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Rect } from '../../lib/gcode-preview/view'
import { useExcludedObjects } from '../../state/actions/exclude'
import { DOWNLOAD_CUT, NO_MOVES, useGcodePreviewStore } from '../../state/gcode-preview'
import { useConfigSection } from '../../state/printer-fields'
import { useUiSetting } from '../../state/settings/settings'
import { Canvas2D } from './Canvas2D'
import { DownloadCutNotice, useDownloadCutText } from './DownloadCutNotice'
import { LayerControls } from './LayerControls'
import { LoadCurrentFile } from './LoadCurrentFile'
import { LoadProgress } from './LoadProgress'
import { usePalette } from './palette'
import { useFollowProgress, usePreviewObjects, usePrintedUpTo } from './usePrintLink'
import { ViewerMenu } from './ViewerMenu'
import { lazy } from '../../ui/lazy'

const Viewer3D = lazy(() => import('./Viewer3D'))

const VIEW_MODES = ['2d', '3d'] as const
type ViewMode = (typeof VIEW_MODES)[number]

/** The printer's bed from the X/Y stepper limits, when the config has them. */
function useBed(): Rect | null {
  const sx = useConfigSection('stepper_x')
  const sy = useConfigSection('stepper_y')
  return useMemo(() => (sx && sy ? { minX: sx.position_min ?? 0, minY: sy.position_min ?? 0, maxX: sx.position_max, maxY: sy.position_max } : null), [sx, sy])
}

/** The preview (2D layer view or 3D), its toolbar and layer controls; the card and the /preview page show it. */
export function GcodeViewer({ height }: { height: number | string }) {
  const { t } = useTranslation('gcodePreview')
  const [mode, setMode] = useState<ViewMode>('2d')
  const file = useGcodePreviewStore((s) => s.file)
  const status = useGcodePreviewStore((s) => s.status)
  const model = useGcodePreviewStore((s) => s.model)
  const version = useGcodePreviewStore((s) => s.version)
  const layer = useGcodePreviewStore((s) => s.layer)
  const options = useGcodePreviewStore((s) => s.options)
  const message = useGcodePreviewStore((s) => s.message)
  const cutText = useDownloadCutText()
  const settings = useUiSetting('gcodePreview')
  const bed = useBed()
  const palette = usePalette()
  const printedUpTo = usePrintedUpTo(file, model, version)
  useFollowProgress(printedUpTo)
  const { excluded, exclude } = useExcludedObjects()
  const objects = usePreviewObjects(model, file, excluded)
  const lines = useMemo(
    () => ({
      extrusionLineWidth: settings.extrusionLineWidth,
      moveLineWidth: settings.moveLineWidth,
      retractionIconSize: settings.retractionIconSize,
      drawBackground: settings.drawBackground,
      groupLowerLayers: settings.groupLowerLayers,
    }),
    [settings.extrusionLineWidth, settings.moveLineWidth, settings.retractionIconSize, settings.drawBackground, settings.groupLowerLayers],
  )
  const flip = useMemo(() => ({ horizontal: settings.flip.horizontal, vertical: settings.flip.vertical }), [settings.flip.horizontal, settings.flip.vertical])
  // Fit the bed when known, else what the file prints (bounds settle once the first layer is in).
  const hasLayers = (model?.layerCount ?? 0) > 0
  const area = useMemo<Rect>(() => {
    if (bed) return bed
    const b = model?.bounds
    return b && Number.isFinite(b.minX) ? { minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY } : { minX: 0, minY: 0, maxX: 200, maxY: 200 }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bed, model, hasLayers, status])

  return (
    <Box data-testid="gcode-viewer" data-status={status} data-layer={layer} data-layers={model?.layerCount ?? 0} data-mode={mode}>
      <Box px="xs" py={6} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        {/* Two buttons rather than a segmented control: its sliding indicator measures the page as it mounts. */}
        <Button.Group data-testid="gcode-preview-mode">
          {VIEW_MODES.map((m) => (
            <Button key={m} size="compact-xs" variant={mode === m ? 'filled' : 'default'} aria-pressed={mode === m} onClick={() => setMode(m)}>
              {t(`view.${m}`)}
            </Button>
          ))}
        </Button.Group>
        <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }} data-testid="gcode-preview-file">
          {file ?? ''}
        </Text>
        <LoadCurrentFile />
        <ViewerMenu objects={objects} onExclude={exclude} />
      </Box>
      <Box pos="relative" h={height} style={{ overflow: 'hidden' }}>
        {mode === '2d' ? (
          <Canvas2D
            model={model}
            version={version}
            layer={layer}
            options={options}
            lines={lines}
            flip={flip}
            printedUpTo={printedUpTo}
            area={area}
            bed={settings.drawBackground ? bed : null}
            objects={objects}
            palette={palette}
            onObjectClick={exclude}
          />
        ) : (
          <Suspense fallback={<Center h="100%"><Loader size="sm" /></Center>}>
            <Viewer3D model={model} version={version} layer={layer} status={status} palette={palette} />
          </Suspense>
        )}
        {status === 'idle' && (
          <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
            <Text c={message ? 'red' : 'dimmed'} ta="center" px="md" data-testid="gcode-preview-message">
              {message === NO_MOVES ? t('noMoves') : message === DOWNLOAD_CUT ? cutText : (message ?? t('empty'))}
            </Text>
          </Center>
        )}
        {status === 'loading' && <LoadProgress />}
        {status === 'loaded' && <DownloadCutNotice />}
      </Box>
      <LayerControls />
    </Box>
  )
}
