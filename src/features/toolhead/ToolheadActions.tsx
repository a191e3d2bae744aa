import { ActionIcon, Button, Group } from '@mantine/core'
import { IconDotsVertical, IconEngineOff, IconRuler2 } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { LEVELING_COMMANDS, LEVELING_SECTIONS, motorsOff, type LevelingSection } from '../../lib/gcode/motion'
import { sendGcode } from '../../state/actions/gcode'
import { usePrinter } from '../../state/printer-fields'
import { useWait, withWait } from '../../state/waits'
import { useCardChrome } from '../../ui/card-context'
import { useIdleActionsAllowed } from './use-toolhead'
import { Menu } from '../../ui/menu'
import { Tooltip } from '../../ui/tooltip'

const SECTIONS = LEVELING_SECTIONS

function useLevelingSections(): LevelingSection[] {
  const present = usePrinter((p) => SECTIONS.filter((k) => p.config(k) !== undefined).join(','))
  return SECTIONS.filter((k) => present.split(',').includes(k))
}

/** Title-bar actions: leveling helpers that are configured, and motors off. */
export function ToolheadActions() {
  const { t } = useTranslation('dashboard')
  const allowed = useIdleActionsAllowed()
  const narrow = useCardChrome()?.narrow ?? false
  const sections = useLevelingSections()
  const leveling = useWait('leveling')
  const motors = useWait('motors-off')

  const run = (section: LevelingSection) => void withWait('leveling', () => sendGcode(LEVELING_COMMANDS[section]))
  const off = () => void withWait('motors-off', () => sendGcode(motorsOff()))

  if (narrow || sections.length > 1) {
    return (
      <Group gap={4} wrap="nowrap">
        {sections.length > 0 && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Tooltip label={t('toolhead.leveling')}>
                <ActionIcon variant="subtle" color="gray" disabled={!allowed || leveling} loading={leveling} aria-label={t('toolhead.leveling')}>
                  {narrow ? <IconDotsVertical size={18} /> : <IconRuler2 size={18} />}
                </ActionIcon>
              </Tooltip>
            </Menu.Target>
            <Menu.Dropdown>
              {sections.map((s) => (
                <Menu.Item key={s} onClick={() => run(s)}>
                  {LEVELING_COMMANDS[s]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
        <Tooltip label={t('toolhead.motorsOff')}>
          <ActionIcon variant="subtle" color="gray" onClick={off} disabled={!allowed} loading={motors} aria-label={t('toolhead.motorsOff')}>
            <IconEngineOff size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    )
  }

  return (
    <Group gap={4} wrap="nowrap">
      {sections.map((s) => (
        <Button key={s} size="compact-sm" variant="light" disabled={!allowed || leveling} loading={leveling} onClick={() => run(s)}>
          {LEVELING_COMMANDS[s]}
        </Button>
      ))}
      <Button size="compact-sm" variant="light" leftSection={<IconEngineOff size={16} />} disabled={!allowed} loading={motors} onClick={off}>
        {t('toolhead.motorsOff')}
      </Button>
    </Group>
  )
}
