import { ColorPicker, ColorSwatch, Group, Popover, Slider, Stack, Text, UnstyledButton } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { setLed } from '../../lib/gcode/outputs'
import { prettyName } from '../../lib/printer-objects'
import { setPrinterValue } from '../../state/actions/printer-values'
import { useConfigSection, usePrinterField } from '../../state/printer-fields'
import { useAllowed } from '../../state/use-allowed'
import { usePendingValue } from '../../ui/use-pending-value'
import { fromHex, hasWhiteChannel, rgbwFromColorData, toHex } from './led-color'

/** SPEC §9: the colour picker sends at most every 500 ms and is 208 px wide. */
const DEBOUNCE_MS = 500
const PICKER_WIDTH = 208

/** What the picker shows: the colour, and the white channel in percent. */
interface LedColour {
  hex: string
  white: number
}

const sameColour = (a: LedColour, b: LedColour) => a.hex === b.hex && a.white === b.white

/** An LED: colour swatch opening a picker, plus a white channel slider when the LED has one. */
export function LedControl({ name }: { name: string }) {
  const { t } = useTranslation('dashboard')
  const allowed = useAllowed(setPrinterValue.allowed)
  const colorData = usePrinterField(name, 'color_data')
  const settings = useConfigSection(name)
  const white = hasWhiteChannel(settings)
  const current = rgbwFromColorData(colorData)
  const label = prettyName(name)
  // What was sent shows until the printer reports it; what is being picked shows before it is sent.
  const led = usePendingValue<LedColour>(
    { hex: toHex(current), white: Math.round(current.white * 100) },
    { label, same: sameColour, format: (c) => (white ? `${c.hex} · W ${c.white} %` : c.hex) },
  )
  const [draft, setDraft] = useState<LedColour | null>(null)
  const { hex, white: whiteValue } = draft ?? led.shown

  const send = useDebouncedCallback((next: LedColour) => {
    const rgb = fromHex(next.hex)
    setDraft(null)
    if (rgb) led.send(next, () => setPrinterValue(setLed(name, { ...rgb, white: white ? next.white / 100 : undefined })))
  }, DEBOUNCE_MS)

  const change = (next: LedColour) => {
    setDraft(next)
    send(next)
  }

  return (
    <Group justify="space-between" wrap="nowrap" data-testid={`led-${name}`}>
      <Text size="sm">{label}</Text>
      <Popover position="bottom-end" withinPortal shadow="md" disabled={!allowed}>
        <Popover.Target>
          <UnstyledButton aria-label={t('outputs.ledColor', { name: label })} disabled={!allowed}>
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
