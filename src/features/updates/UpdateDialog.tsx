import { Button, Code, Group, ScrollArea } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { closeUpdateDialog, useVersionsStore } from '../../state/versions'
import { Dialog } from '../../ui/Dialog'

/** SPEC §9: update dialog 650 wide, console 250 high. */
const WIDTH = 650
const CONSOLE_HEIGHT = 250

/** Opens while an update runs ('Updating'), streams its output, then 'Finished' with a Finish button. */
export function UpdateDialog() {
  const { t } = useTranslation('system')
  const updating = useVersionsStore((s) => s.updating)
  const lines = useVersionsStore((s) => s.lines)
  const viewport = useRef<HTMLDivElement>(null)
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight })
  }, [lines])
  const complete = updating?.complete ?? false
  return (
    <Dialog
      opened={updating !== null}
      onClose={() => complete && closeUpdateDialog()}
      withCloseButton={complete}
      closeOnClickOutside={false}
      closeOnEscape={complete}
      size={WIDTH}
      name={t('versions.updating', 'Updating')}
      title={<span data-testid="update-dialog-title">{complete ? t('versions.finished', 'Finished') : t('versions.updating', 'Updating')}</span>}
    >
      <ScrollArea h={CONSOLE_HEIGHT} viewportRef={viewport} type="auto">
        <Code block data-testid="update-console" style={{ minHeight: CONSOLE_HEIGHT }}>
          {lines.map((l) => l.message).join('\n')}
        </Code>
      </ScrollArea>
      <Group justify="flex-end" mt="md">
        <Button disabled={!complete} onClick={closeUpdateDialog}>
          {t('versions.finish', 'Finish')}
        </Button>
      </Group>
    </Dialog>
  )
}
