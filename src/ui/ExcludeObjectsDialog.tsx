import { Badge, Button, Group, ScrollArea, Stack, Text } from '@mantine/core'
import { IconBan } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Dialog } from './Dialog'

export interface ExcludableObject {
  name: string
  excluded: boolean
  current: boolean
}

export interface ExcludeObjectsDialogProps {
  opened: boolean
  onClose(): void
  objects: ExcludableObject[]
  /** Called when the user picks an object; the caller asks for confirmation and sends the command. */
  onExclude(name: string): void
  /** Disables the buttons while a command is on its way. */
  busy?: boolean
}

/**
 * The objects of the running print (exclude_object), the one being printed marked and the excluded
 * ones struck, each with an Exclude button. Shared by the G-code preview and the print status card.
 */
export function ExcludeObjectsDialog({ opened, onClose, objects, onExclude, busy }: ExcludeObjectsDialogProps) {
  const { t } = useTranslation('gcodePreview')
  return (
    <Dialog opened={opened} onClose={onClose} title={t('exclude.title')} centered data-testid="exclude-objects-dialog">
      {objects.length === 0 && <Text c="dimmed">{t('exclude.none')}</Text>}
      <ScrollArea.Autosize mah={420}>
        <Stack gap="xs">
          {objects.map((o) => (
            <Group key={o.name} justify="space-between" wrap="nowrap" data-testid="exclude-object-row" data-name={o.name}>
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Text truncate td={o.excluded ? 'line-through' : undefined} c={o.excluded ? 'dimmed' : undefined}>
                  {o.name}
                </Text>
                {o.current && !o.excluded && (
                  <Badge size="sm" color="green" variant="light">
                    {t('exclude.current')}
                  </Badge>
                )}
                {o.excluded && (
                  <Badge size="sm" color="red" variant="light">
                    {t('exclude.excluded')}
                  </Badge>
                )}
              </Group>
              <Button size="xs" color="red" variant="light" leftSection={<IconBan size={14} />} disabled={o.excluded || busy} onClick={() => onExclude(o.name)}>
                {t('exclude.action')}
              </Button>
            </Group>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Dialog>
  )
}
