import { Button, FileButton, Group, Text } from '@mantine/core'
import { IconDownload, IconUpload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { parseSettingsFile, settingsFile } from '../../lib/settings-backup'
import { importSettings } from '../../state/actions/settings'
import { DB_ROOTS, storedRootsAsWritten } from '../../state/settings/settings'
import { showToast } from '../../state/toasts'
import { useWait } from '../../state/waits'
import { confirm } from '../../ui/confirm'

/** Export and import of every 'fluidd' database root as one JSON file (SPEC §3 shapes). */
export function SettingsBackup() {
  const { t } = useTranslation('settings')
  const importing = useWait('settings-import')

  const download = () => {
    const text = settingsFile(storedRootsAsWritten())
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
    const a = document.createElement('a')
    a.href = url
    a.download = `settings-${new Date().toISOString().slice(0, 10)}.json`
    a.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }

  const upload = async (file: File | null) => {
    if (!file) return
    const parsed = parseSettingsFile(await file.text(), DB_ROOTS)
    if (!parsed.ok) {
      showToast({ type: 'error', message: t('backup.invalidFile') })
      return
    }
    if (!(await confirm({ title: t('backup.import'), message: t('backup.importConfirm', { name: file.name }), danger: true }))) return
    await importSettings(parsed.value)
    showToast({ type: 'success', message: t('backup.imported') })
  }

  return (
    <Group gap="sm">
      <Text size="sm" fw={500}>
        {t('backup.title')}
      </Text>
      <Button size="compact-sm" variant="light" leftSection={<IconDownload size={14} />} onClick={download} data-testid="settings-export">
        {t('backup.export')}
      </Button>
      <FileButton onChange={(f) => void upload(f)} accept="application/json,.json">
        {(props) => (
          <Button {...props} size="compact-sm" variant="light" leftSection={<IconUpload size={14} />} loading={importing} data-testid="settings-import">
            {t('backup.import')}
          </Button>
        )}
      </FileButton>
    </Group>
  )
}
