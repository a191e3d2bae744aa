import { ActionIcon, Checkbox, Menu, Tooltip } from '@mantine/core'
import { IconArrowsVertical, IconDotsVertical, IconFilter, IconPlayerPause, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { attempt } from '../../state/actions'
import { clearConsole, setConsoleAutoScroll, useConsoleStore } from '../../state/console'
import { saveUiSetting, useUiSetting } from '../../state/ui-settings'

/** Title-bar buttons: auto-scroll, clear, and a menu with the display options. */
export function ConsoleActions() {
  const { t } = useTranslation('console')
  const autoScroll = useConsoleStore((s) => s.autoScroll)
  const hideTempWaits = useUiSetting<boolean>('general.hideTempWaits')
  const flipped = useUiSetting<boolean>('general.flipConsoleLayout')
  return (
    <>
      <Tooltip label={autoScroll ? t('autoScrollOn') : t('autoScrollOff')}>
        <ActionIcon
          variant={autoScroll ? 'light' : 'subtle'}
          color={autoScroll ? undefined : 'gray'}
          onClick={() => setConsoleAutoScroll(!autoScroll)}
          aria-label={t('autoScroll')}
          aria-pressed={autoScroll}
          data-testid="console-autoscroll"
        >
          {autoScroll ? <IconArrowsVertical size={18} /> : <IconPlayerPause size={18} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('clear')}>
        <ActionIcon variant="subtle" color="gray" onClick={clearConsole} aria-label={t('clear')}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" closeOnItemClick={false}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('settings')}>
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            role="menuitemcheckbox"
            aria-checked={hideTempWaits}
            leftSection={<Checkbox size="xs" readOnly checked={hideTempWaits} tabIndex={-1} aria-hidden />}
            onClick={() => void attempt(() => saveUiSetting('general.hideTempWaits', !hideTempWaits))}
          >
            {t('hideTempWaits')}
          </Menu.Item>
          <Menu.Item
            role="menuitemcheckbox"
            aria-checked={flipped}
            leftSection={<Checkbox size="xs" readOnly checked={flipped} tabIndex={-1} aria-hidden />}
            onClick={() => void attempt(() => saveUiSetting('general.flipConsoleLayout', !flipped))}
          >
            {t('flipLayout')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item component={Link} to="/settings#console" leftSection={<IconFilter size={16} />}>
            {t('filtersLink')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  )
}
