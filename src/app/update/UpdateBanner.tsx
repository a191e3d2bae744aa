import { Button, Group, Notification, Portal, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { applyUpdate } from './service-worker'

export default function UpdateBanner() {
  const { t } = useTranslation()
  const [reloading, setReloading] = useState(false)
  const [hidden, setHidden] = useState(false)
  if (hidden) return null
  const reload = () => {
    setReloading(true)
    void applyUpdate()
  }
  return (
    <Portal>
      <Notification
        role="status"
        data-testid="update-banner"
        icon={<IconRefresh size={18} />}
        title={t('update.available')}
        onClose={() => setHidden(true)}
        closeButtonProps={{ 'aria-label': t('update.later') }}
        style={{ position: 'fixed', insetInlineStart: 16, bottom: 16, zIndex: 400, maxWidth: 'calc(100vw - 32px)', width: 360 }}
        withBorder
      >
        <Group justify="space-between" wrap="nowrap" mt={4}>
          <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 0 }}>
            {t('update.hint')}
          </Text>
          <Button size="compact-sm" onClick={reload} loading={reloading} style={{ flexShrink: 0 }}>
            {t('update.reload')}
          </Button>
        </Group>
      </Notification>
    </Portal>
  )
}
