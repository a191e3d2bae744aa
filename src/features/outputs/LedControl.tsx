import { ColorPicker, ColorSwatch, Group, Popover, Slider, Stack, Text, UnstyledButton } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { setLed } from '../../lib/gcode/outputs'
import { prettyName } from '../../lib/printer-objects'
import { sendGcode } from '../../state/actions/gcode'
import { useConfigSection, usePrinterField } from '../../state/printer-fields'
import { useKlippyReady } from '../../state/printer-selectors'
import { fromHex, hasWhiteChannel, rgbwFromColorData, toHex } from './led-color'

/** SPEC §9: the colour picker sends at most every 500 ms and is 208 px wide. */
const DEBOUNCE_MS = 500
const PICKER_WIDTH = 208

/** An LED: colour swatch opening a picker, plus a white channel slider when the LED has one. */
export function LedControl({ name }: { name: string }) {
  const { t } = useTranslation('dashboard')
  const ready = useKlippyReady()
  const colorData = usePrinterField(name, 'color_data')
  const settings = useConfigSection(name)
  const white = hasWhiteChannel(settings)
  const current = rgbwFromColorData(colorData)
  const [draft, setDraft] = useState<{ hex: string; white: number } | null>(null)
  const hex = draft?.hex ?? toHex(current)
  const whiteValue = draft?.white ?? Math.round(current.white * 100)

  const send = useDebouncedCallback((next: { hex: string; white: number }) => {
    const rgb = fromHex(next.hex)
    if (!rgb) return
    void sendGcode(setLed(name, { ...rgb, white: white ? next.white / 100 : undefined })).then(() => setDraft(null))
  }, DEBOUNCE_MS)

  const change = (next: { hex: string; white: number }) => {
    setDraft(next)
    send(next)
  }

  return (
    <Group justify="space-between" wrap="nowrap" data-testid={`led-${name}`}>
      <Text size="sm">{prettyName(name)}</Text>
      <Popover position="bottom-end" withinPortal shadow="md" disabled={!ready}>
        <Popover.Target>
          <UnstyledButton aria-label={t('outputs.ledColor', { name: prettyName(name) })} disabled={!ready}>
            <ColorSwatch color={hex} size={24} />
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" w={PICKER_WIDTH}>
            <ColorPicker format="hex" value={hex} onChange={(v) => change({ hex: v, white: whiteValue })} w={PICKER_WIDTH} />
            {white && (
              <>
                <Text size="xs" c="dimmed">
                  {t('outputs.white')}
                </Text>
                <Slider value={whiteValue} min={0} max={100} onChange={(v) => change({ hex, white: v })} thumbLabel={t('outputs.white')} />
              </>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  )
}
