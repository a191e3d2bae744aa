import { IconFiles } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { FileBrowser } from './FileBrowser'

/** The dashboard's Jobs card: the gcodes root in a 400 px table. */
export default function JobsCard() {
  const { t } = useTranslation('files')
  return <FileBrowser roots={['gcodes']} title={t('titles.jobs')} icon={<IconFiles size={18} />} height={400} testId="jobs-card" />
}
