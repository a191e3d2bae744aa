import { Stack } from '@mantine/core'
import { IconFileSettings, IconFileText } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { FileBrowser } from './FileBrowser'

/** /configure: the config root, then logs, docs and config examples. */
export default function ConfigurePage() {
  const { t } = useTranslation('files')
  return (
    <Stack gap="md">
      <FileBrowser roots={['config']} title={t('titles.configuration')} icon={<IconFileSettings size={18} />} maxHeight={600} bulkActions testId="config-files" />
      <FileBrowser roots={['logs', 'docs', 'config_examples']} title={t('titles.other_files')} icon={<IconFileText size={18} />} maxHeight={600} testId="other-files" />
    </Stack>
  )
}
