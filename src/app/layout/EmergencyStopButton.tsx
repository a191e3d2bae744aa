import { ActionIcon, type ActionIconProps } from '@mantine/core'
import { IconAlertOctagon } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useEmergencyStop } from '../../state/estop'
import { lazy, Suspense } from 'react'

const ConfirmDialog = lazy(() => import('../../ui/ConfirmDialog'))

export function EmergencyStopButton(props: Pick<ActionIconProps, 'visibleFrom' | 'hiddenFrom'> & { size?: string }) {
  const { t } = useTranslation()
  const estop = useEmergencyStop()
  return (
    <>
      <ActionIcon color="red" variant="filled" size={props.size ?? 'lg'} onClick={estop.request} aria-label={t('estop.label', 'Emergency stop')} title={t('estop.label', 'Emergency stop')} {...props}>
        <IconAlertOctagon />
      </ActionIcon>
      {estop.confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
        opened={estop.confirming}
        title={t('estop.label', 'Emergency stop')}
        message={t('app.areYouSure', 'Are you sure?')}
        danger
        onConfirm={estop.confirm}
        onCancel={estop.cancel}
          />
        </Suspense>
      )}
    </>
  )
}
