import { ActionIcon, Anchor, Badge, Button, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconClockHour4, IconX } from '@tabler/icons-react'
import { dismissAnnouncement } from '../../state/actions/announcements'
import { announcementId, SNOOZE_PRESETS } from '../../state/announcements'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { BellButton } from './BellButton'
import { formatDate } from '../../lib/datetime'
import { useDateTimePrefs } from '../../state/datetime-prefs'
import { clearAllNotifications, clearNotification, useNotificationStore, type NotificationType } from '../../state/notifications'
import { Menu } from '../../ui/menu'

const TYPE_COLOURS: Record<NotificationType, string> = { info: 'blue', success: 'green', announcement: 'violet', warning: 'yellow', error: 'red' }

/** Printer-provided links are followed only when they are http(s) (DESIGN security). */
function safeLink(url: string | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null
}

/** The bell with its history menu (loaded on first use through NotificationBell). */
export default function NotificationMenu({ defaultOpened }: { defaultOpened?: boolean }) {
  const { t } = useTranslation()
  const prefs = useDateTimePrefs()
  const notifications = useNotificationStore((s) => s.notifications)
  const [expanded, setExpanded] = useState<string | null>(null)
  const mobile = useMediaQuery('(max-width: 48em)')
  return (
    <Menu width={mobile ? 'min(360px, calc(100vw - 16px))' : 420} closeDelay={300} position="bottom-end" closeOnItemClick={false} defaultOpened={defaultOpened}>
      <Menu.Target>
        <BellButton />
      </Menu.Target>
      <Menu.Dropdown>
        {notifications.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            {t('notifications.none', 'No notifications')}
          </Text>
        ) : (
          <>
            <ScrollArea.Autosize mah={mobile ? '70vh' : 400} scrollbars="y">
              <Stack gap={2}>
                {notifications.map((n) => (
                  <Group key={n.id} wrap="nowrap" align="flex-start" gap={6} p={6} data-testid={announcementId(n.id) ? 'announcement' : 'notification'}>
                    <Badge color={TYPE_COLOURS[n.type]} size="xs" mt={4} style={{ flexShrink: 0 }}>
                      {t(`notifications.type.${n.type}`)}
                    </Badge>
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <UnstyledButton onClick={() => setExpanded(expanded === n.id ? null : n.id)} aria-expanded={expanded === n.id}>
                        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {n.title}
                          {n.suffix ? ` ${n.suffix}` : ''}
                        </Text>
                        {n.description && (
                          <Text size="xs" c="dimmed" lineClamp={expanded === n.id ? undefined : 3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="notification-description">
                            {n.description}
                          </Text>
                        )}
                      </UnstyledButton>
                      {n.linkLabel && n.to?.startsWith('/') && (
                        <Anchor size="xs" component={Link} to={n.to} data-testid="notification-link">
                          {n.linkLabel}
                        </Anchor>
                      )}
                      {announcementId(n.id) && (
                        <Group gap={8}>
                          <Text size="xs" c="dimmed">
                            {formatDate(new Date(n.timestamp), prefs)}
                          </Text>
                          {safeLink(n.to) && (
                            <Anchor size="xs" href={safeLink(n.to)!} target="_blank" rel="noopener noreferrer">
                              {t('notifications.moreInfo')}
                            </Anchor>
                          )}
                        </Group>
                      )}
                    </Stack>
                    {announcementId(n.id) && (
                      <Menu withinPortal={false} position="bottom-end">
                        <Menu.Target>
                          <ActionIcon size="sm" variant="subtle" color="gray" aria-label={t('notifications.snooze')} title={t('notifications.snooze')}>
                            <IconClockHour4 size={14} />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {SNOOZE_PRESETS.map((seconds) => (
                            <Menu.Item key={seconds} onClick={() => void dismissAnnouncement(announcementId(n.id)!, seconds)}>
                              {t(`notifications.snooze${seconds}`)}
                            </Menu.Item>
                          ))}
                        </Menu.Dropdown>
                      </Menu>
                    )}
                    {announcementId(n.id) ? (
                      <ActionIcon size="sm" variant="subtle" color="gray" onClick={() => void dismissAnnouncement(announcementId(n.id)!)} aria-label={t('notifications.dismiss')} title={t('notifications.dismiss')}>
                        <IconX size={14} />
                      </ActionIcon>
                    ) : (
                      n.clear !== false && (
                        <ActionIcon size="sm" variant="subtle" color="gray" onClick={() => clearNotification(n.id)} aria-label={t('notifications.clear')} title={t('notifications.clear')}>
                          <IconX size={14} />
                        </ActionIcon>
                      )
                    )}
                  </Group>
                ))}
              </Stack>
            </ScrollArea.Autosize>
            <Menu.Divider />
            <Group justify="flex-end" p={4}>
              <Button size="compact-sm" variant="subtle" onClick={clearAllNotifications}>
                {t('notifications.clearAll', 'Clear all')}
              </Button>
            </Group>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  )
}
