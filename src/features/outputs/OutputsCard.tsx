import { Divider, Stack, Text } from '@mantine/core'
import { IconPropeller } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { FAN_TYPES, isHiddenObject, LED_TYPES, objectType, PIN_TYPES, sortObjectNames } from '../../lib/printer-objects'
import { usePrinterList } from '../../state/printer-fields'
import { Card } from '../../ui/Card'
import { FanControl } from './FanControl'
import { LedControl } from './LedControl'
import { PinControl } from './PinControl'

function useObjectsOfTypes(types: string[]): string[] {
  return usePrinterList((p) => sortObjectNames(p.names.filter((n) => types.includes(objectType(n)) && !isHiddenObject(n))))
}

/** Fans, output pins and LEDs. */
export default function OutputsCard() {
  const { t } = useTranslation('dashboard')
  const fans = useObjectsOfTypes(FAN_TYPES)
  const pins = useObjectsOfTypes(PIN_TYPES)
  const leds = useObjectsOfTypes(LED_TYPES)
  const groups = [
    fans.map((n) => <FanControl key={n} name={n} />),
    pins.map((n) => <PinControl key={n} name={n} />),
    leds.map((n) => <LedControl key={n} name={n} />),
  ].filter((g) => g.length > 0)

  return (
    <Card title={t('outputs.title')} icon={<IconPropeller size={20} />} testId="outputs-card">
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('outputs.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {groups.map((group, i) => (
            <Stack key={i} gap="sm">
              {i > 0 && <Divider />}
              {group}
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  )
}
