import { IconFiles } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { FileBrowser } from './FileBrowser'

/** /jobs: the gcodes root with bulk actions, at most 816 px tall. */
export default function JobsPage() {
  const { t } = useTranslation('files')
  return <FileBrowser roots={['gcodes']} title={t('titles.jobs')} icon={<IconFiles size={18} />} maxHeight={816} bulkActions testId="jobs-page" />
}
