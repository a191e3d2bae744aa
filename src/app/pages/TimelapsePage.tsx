import { Grid, Stack } from '@mantine/core'
import { IconMovie } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { FileBrowser } from '../../features/files/FileBrowser'
import { TimelapseSettingsCard } from '../../features/timelapse/TimelapseSettingsCard'
import { TimelapseStatusCard } from '../../features/timelapse/TimelapseStatusCard'

/** /timelapse: the timelapse root's files beside the recording's status and the plugin's settings. */
export default function TimelapsePage() {
  const { t } = useTranslation('timelapse')
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <FileBrowser roots={['timelapse']} title={t('files')} icon={<IconMovie size={18} />} maxHeight={816} bulkActions testId="timelapse-files" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Stack gap="md">
          <TimelapseStatusCard />
          <TimelapseSettingsCard />
        </Stack>
      </Grid.Col>
    </Grid>
  )
}
