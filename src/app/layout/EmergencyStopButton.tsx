import { ActionIcon, type ActionIconProps } from '@mantine/core'
import { IconAlertOctagon } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { requestEmergencyStop } from '../../state/estop'

export function EmergencyStopButton(props: Pick<ActionIconProps, 'visibleFrom' | 'hiddenFrom'> & { size?: string }) {
  const { t } = useTranslation()
  return (
    <ActionIcon color="red" variant="filled" size={props.size ?? 'lg'} onClick={() => void requestEmergencyStop()} aria-label={t('estop.label', 'Emergency stop')} title={t('estop.label', 'Emergency stop')} {...props}>
      <IconAlertOctagon />
    </ActionIcon>
  )
}
