import { Button, Group, Text } from '@mantine/core'
import { IconBell } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { desktopAvailable } from '../../state/alerts/alerts'

/** Whether this browser may show desktop notifications, with the button that asks for them. */
export function DesktopPermission() {
  const { t } = useTranslation('alerts')
  const [state, setState] = useState(desktopAvailable)
  const ask = async () => {
    try {
      await Notification.requestPermission()
    } finally {
      setState(desktopAvailable())
    }
  }
  return (
    <Group gap="xs" data-testid="alerts-desktop" data-state={state}>
      {state === 'ask' ? (
        <Button size="xs" variant="light" leftSection={<IconBell size={16} />} onClick={() => void ask()}>
          {t('desktop.ask')}
        </Button>
      ) : (
        <Text size="sm" c={state === 'ready' ? undefined : 'dimmed'}>
          {t(`desktop.${state}`)}
        </Text>
      )}
    </Group>
  )
}
