import { ActionIcon, Button, Code, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core'
import { IconDeviceFloppy } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { saveConfigAndRestart } from '../../state/actions/save-config'
import { usePrinterList } from '../../state/printer-fields'
import { usePrintInProgress } from '../../state/printer-selectors'
import { useUiSetting } from '../../state/settings/settings'
import { useWait } from '../../state/waits'
import { Tooltip } from '../../ui/tooltip'
import { Dialog } from '../../ui/Dialog'

/**
 * The app bar's "Save config and restart" (SaveConfigButton shows it while changes are pending). With
 * confirmOnSaveConfigAndRestart on it first lists the pending changes; it is disabled while printing (SPEC §6).
 */
export default function SaveConfigControls() {
  // The app bar must not wait for this namespace; the button appears once it has loaded.
  const { t, ready } = useTranslation('tune', { useSuspense: false })
  const printing = usePrintInProgress()
  const confirmFirst = useUiSetting('general.confirmOnSaveConfigAndRestart')
  const saving = useWait('saveConfig')
  const [open, setOpen] = useState(false)
  if (!ready) return null
  const label = t('saveConfig.button')
  return (
    <>
      <Tooltip label={label}>
        <Button
          size="xs"
          color="orange"
          variant="light"
          leftSection={<IconDeviceFloppy size={16} />}
          disabled={printing}
          loading={saving}
          onClick={() => (confirmFirst ? setOpen(true) : void saveConfigAndRestart())}
          aria-label={label}
          data-testid="save-config-button"
          visibleFrom="xs"
        >
          {label}
        </Button>
      </Tooltip>
      {/* A phone's app bar has no room for the words: the same button as an icon. */}
      <ActionIcon
        size="lg"
        color="orange"
        variant="light"
        disabled={printing}
        loading={saving}
        onClick={() => (confirmFirst ? setOpen(true) : void saveConfigAndRestart())}
        aria-label={label}
        title={label}
        data-testid="save-config-icon"
        hiddenFrom="xs"
      >
        <IconDeviceFloppy size={18} />
      </ActionIcon>
      <Dialog opened={open} onClose={() => setOpen(false)} size={600} title={t('saveConfig.title')} centered>
        {open && <PendingChanges onDone={() => setOpen(false)} printing={printing} />}
      </Dialog>
    </>
  )
}

function PendingChanges({ onDone, printing }: { onDone(): void; printing: boolean }) {
  const { t } = useTranslation('tune')
  const items = usePrinterList((p) => p.object('configfile')?.save_config_pending_items ?? {})
  const saving = useWait('saveConfig')
  const sections = Object.entries(items)
  return (
    <Stack data-testid="pending-changes">
      <Text size="sm">{t('saveConfig.message')}</Text>
      <ScrollArea.Autosize mah={420}>
        <Stack gap="md">
          {sections.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('saveConfig.removalsOnly')}
            </Text>
          )}
          {sections.map(([section, options]) => (
            <Stack key={section} gap={4} data-testid="pending-section" data-section={section}>
              <Title order={6}>[{section}]</Title>
              {options === null && (
                <Text size="xs" c="dimmed" data-testid="pending-removed">
                  {t('saveConfig.removed')}
                </Text>
              )}
              <Table withRowBorders={false} verticalSpacing={2}>
                <Table.Tbody>
                  {Object.entries(options ?? {}).map(([option, value]) => (
                    <Table.Tr key={option}>
                      <Table.Td w={140} style={{ verticalAlign: 'top' }}>
                        <Text size="xs" ff="monospace">
                          {option}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Code block={value.includes('\n')} fz="xs">
                          {value.trim()}
                        </Code>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button
          color="orange"
          loading={saving}
          disabled={printing}
          onClick={async () => {
            if (await saveConfigAndRestart()) onDone()
          }}
          data-testid="pending-save-restart"
        >
          {t('saveConfig.button')}
        </Button>
      </Group>
    </Stack>
  )
}
