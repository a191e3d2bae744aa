import { ActionIcon, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconCircleCheckFilled, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { switchInstance } from '../../state/session-start'
import { makeInstance } from '../../state/instances'
import { setInstances, useSessionStore } from '../../state/session'
import { AddPrinterDialog } from './AddPrinterDialog'
import { Tooltip } from '../../ui/tooltip'

/** Printers this browser knows: switch, add, remove (never the active one). */
export function InstancesList() {
  const { t } = useTranslation()
  const instances = useSessionStore((s) => s.instances)
  const [adding, setAdding] = useState(false)

  const add = (apiUrl: string) => {
    const instance = makeInstance(apiUrl)
    if (!instances.some((i) => i.apiUrl === instance.apiUrl)) setInstances([...instances, instance])
  }
  const remove = (apiUrl: string) => setInstances(instances.filter((i) => i.apiUrl !== apiUrl || i.active))

  return (
    <div>
      <Group justify="space-between" mb="xs">
        <Text size="sm" fw={600}>
          {t('instances.title', 'Printers')}
        </Text>
        <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
          {t('instances.add', 'Add printer')}
        </Button>
      </Group>
      <Stack gap={4} data-testid="instances-list">
        {instances.map((i) => (
          <Group key={i.apiUrl} justify="space-between" wrap="nowrap">
            <UnstyledButton
              onClick={() => !i.active && void switchInstance(i.apiUrl)}
              aria-current={i.active ? 'true' : undefined}
              style={{ flex: 1, minWidth: 0 }}
              aria-label={`${t('instances.switchTo', 'Switch to')} ${i.name}`}
            >
              <Group gap={6} wrap="nowrap">
                {i.active ? <IconCircleCheckFilled size={16} color="var(--mantine-primary-color-filled)" /> : <span style={{ width: 16 }} />}
                <Text size="sm" truncate fw={i.active ? 600 : 400}>
                  {i.name}
                </Text>
              </Group>
            </UnstyledButton>
            <Tooltip label={t('instances.remove', 'Remove')}>
              <ActionIcon variant="subtle" color="red" disabled={i.active} onClick={() => remove(i.apiUrl)} aria-label={`${t('instances.remove', 'Remove')} ${i.name}`}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}
      </Stack>
      <AddPrinterDialog opened={adding} onClose={() => setAdding(false)} onSave={add} />
    </div>
  )
}
