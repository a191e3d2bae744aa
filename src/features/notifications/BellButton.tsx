import { ActionIcon, Indicator } from '@mantine/core'
import { IconBell } from '@tabler/icons-react'
import { forwardRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { MenuButtonHandlers } from '../../ui/LazyMenu'
import { bellColour, useNotificationStore } from '../../state/notifications'

const BELL_COLOURS = { error: 'red', warning: 'yellow', none: 'blue' } as const

/** The bell: error colour if any error, else warning, else plain; the badge counts notifications. */
export const BellButton = forwardRef<HTMLButtonElement, Partial<MenuButtonHandlers>>(function BellButton(props, ref) {
  const { t } = useTranslation()
  const notifications = useNotificationStore((s) => s.notifications)
  const count = notifications.filter((n) => !n.noCount).length
  const colour = bellColour(notifications)
  return (
    <Indicator disabled={count === 0} label={count} size={16} color={BELL_COLOURS[colour] === 'blue' ? 'brand' : BELL_COLOURS[colour]} offset={6}>
      <ActionIcon ref={ref} variant={colour === 'none' ? 'subtle' : 'light'} color={colour === 'none' ? 'gray' : BELL_COLOURS[colour]} size="lg" aria-label={t('notifications.title', 'Notifications')} {...props}>
        <IconBell />
      </ActionIcon>
    </Indicator>
  )
})
