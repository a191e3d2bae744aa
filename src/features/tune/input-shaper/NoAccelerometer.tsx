import { Alert, Code, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** Config sections a printer needs for the resonance test; the chip select pin is the user's to fill in. */
export function accelerometerSnippet(centre: [number, number]): string {
  const [x, y] = centre.map((v) => Math.round(v * 10) / 10)
  return `[adxl345]\ncs_pin: …\n\n[resonance_tester]\naccel_chip: adxl345\nprobe_points: ${x}, ${y}, 20\n\n[input_shaper]`
}

/** What a printer without an accelerometer needs, instead of the test's buttons. */
export function NoAccelerometer({ missing, centre }: { missing: string[]; centre: [number, number] }) {
  const { t } = useTranslation('shaper')
  return (
    <Stack gap="xs" data-testid="shaper-no-accelerometer">
      <Alert color="gray" title={t('missing.title')}>
        <Text size="sm">{t('missing.text', { sections: missing.map((s) => `[${s}]`).join(', ') })}</Text>
      </Alert>
      <Code block data-testid="shaper-snippet">
        {accelerometerSnippet(centre)}
      </Code>
      <Text size="xs" c="dimmed">
        {t('missing.after')}
      </Text>
    </Stack>
  )
}
