import { Group, NumberInput, Slider, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { setPreviewLayer, useGcodePreviewStore } from '../../state/gcode-preview'
import { formatNumberUpTo } from '../../lib/format'

/** Layer slider and number box (1-based for people, 0-based in the store). */
export function LayerControls() {
  const { t } = useTranslation('gcodePreview')
  const model = useGcodePreviewStore((s) => s.model)
  useGcodePreviewStore((s) => s.version)
  const layer = useGcodePreviewStore((s) => s.layer)
  const count = model?.layerCount ?? 0
  const z = model && layer < count ? model.layerZ[layer] : 0
  const disabled = count === 0
  const set = (l: number) => setPreviewLayer(Math.max(0, Math.min(count - 1, l)))
  return (
    // On a phone the slider keeps a full row and the number box and label wrap below it.
    <Group px="xs" py={8} gap="sm" wrap="wrap">
      <Slider
        style={{ flex: '1 1 220px' }}
        min={1}
        max={Math.max(1, count)}
        value={Math.min(layer + 1, Math.max(1, count))}
        onChange={(v) => set(v - 1)}
        disabled={disabled}
        label={null}
        aria-label={t('layer')}
        data-testid="gcode-layer-slider"
      />
      <Group gap="sm" wrap="nowrap" ml="auto">
        <NumberInput
          w={84}
          size="xs"
          min={1}
          max={Math.max(1, count)}
          value={disabled ? '' : layer + 1}
          onChange={(v) => typeof v === 'number' && set(v - 1)}
          disabled={disabled}
          aria-label={t('layer')}
          data-testid="gcode-layer-input"
        />
        <Text size="xs" c="dimmed" miw={110} data-testid="gcode-layer-label">
          {disabled ? '' : t('layerOf', { layer: layer + 1, count, z: formatNumberUpTo(z, 2) })}
        </Text>
      </Group>
    </Group>
  )
}
