import { Button, Group, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconRestore } from '@tabler/icons-react'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ConfigVersion } from '../../../lib/files/config-versions'
import type { EditorLanguage } from '../../../lib/files/editor-language'
import { configSinceKlipperStart, listConfigVersions, readConfigFile, readConfigVersion, restoreConfigVersion } from '../../../state/actions/config-history'
import { showToast } from '../../../state/toasts'
import { Dialog } from '../../../ui/Dialog'
import DiffView from './DiffView'
import { SINCE_KLIPPER_START, VersionList } from './VersionList'

interface HistoryDialogProps {
  path: string
  language: EditorLanguage
  dark: boolean
  onClose(): void
  /** A version was put back: the file now holds `text`. */
  onRestored(text: string): void
}

/** A config file's kept versions; each compared with the file on the printer, and restorable. */
export default function HistoryDialog({ path, language, dark, onClose, onRestored }: HistoryDialogProps) {
  const { t } = useTranslation('files')
  const phone = useMediaQuery('(max-width: 600px)') ?? false
  const [versions, setVersions] = useState<ConfigVersion[] | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const [texts, setTexts] = useState<{ version: string; current: string } | null>(null)
  const [restoring, setRestoring] = useState(false)

  const load = useCallback(async () => {
    const list = await listConfigVersions(path)
    setVersions(list)
    setSelected((s) => (s && (s === SINCE_KLIPPER_START || list.some((v) => v.name === s)) ? s : (list[0]?.name ?? null)))
  }, [path])
  useEffect(() => void load(), [load])

  useEffect(() => {
    if (!selected) return
    let live = true
    setTexts(null)
    const load =
      selected === SINCE_KLIPPER_START
        ? configSinceKlipperStart().then((c) => c && { version: c.running, current: c.now })
        : Promise.all([readConfigVersion(path, selected), readConfigFile(path)]).then(([version, current]) => version !== undefined && current !== undefined ? { version, current } : undefined)
    void load.then((loaded) => live && loaded && setTexts(loaded))
    return () => void (live = false)
  }, [path, selected])

  const sinceStart = selected === SINCE_KLIPPER_START

  const restore = async () => {
    if (!selected || !texts) return
    setRestoring(true)
    const ok = await restoreConfigVersion(path, selected)
    setRestoring(false)
    if (!ok) return
    showToast({ type: 'success', message: t('editor.history.restored') })
    onRestored(texts.version)
    setSelected(null)
    await load()
  }

  return (
    <Dialog opened onClose={onClose} title={t('editor.history.title', { file: path })} size="90%" fullScreen={phone} name="history" styles={{ body: { height: phone ? 'calc(100dvh - 70px)' : '75vh' } }}>
      <div style={{ display: 'flex', flexDirection: phone ? 'column' : 'row', gap: 12, height: '100%' }} data-testid="history-dialog">
        <div style={{ flex: phone ? '0 0 auto' : '0 0 240px', maxHeight: phone ? 180 : '100%', overflow: 'auto' }}>
          <VersionList versions={versions} selected={selected} sinceStart={language === 'klipper'} onSelect={setSelected} />
        </div>
        {selected && (
          <Stack gap="xs" style={{ flex: 1, minWidth: 0, minHeight: 0 }}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm" c="dimmed">
                {sinceStart ? t(texts && texts.version === texts.current ? 'editor.history.no_changes' : 'editor.history.since_start_hint') : t('editor.history.compare_hint')}
              </Text>
              {!sinceStart && (
                <Button size="xs" leftSection={<IconRestore size={16} />} onClick={() => void restore()} loading={restoring} disabled={!texts}>
                  {t('editor.history.restore')}
                </Button>
              )}
            </Group>
            <div style={{ flex: 1, minHeight: 0, border: '1px solid var(--mantine-color-default-border)' }}>
              {texts && <DiffView before={texts.version} after={texts.current} language={language} dark={dark} unified={phone} />}
            </div>
          </Stack>
        )}
      </div>
    </Dialog>
  )
}
