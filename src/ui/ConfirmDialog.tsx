import { Button, Group, Modal, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface ConfirmDialogProps {
  opened: boolean
  title: ReactNode
  message?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  danger?: boolean
  onConfirm(): void
  onCancel(): void
}

/** A yes/no question; the caller decides what confirming does. */
export function ConfirmDialog({ opened, title, message, confirmLabel, cancelLabel, danger, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      {typeof message === 'string' ? <Text>{message}</Text> : message}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel ?? t('app.no', 'No')}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} data-autofocus>
          {confirmLabel ?? t('app.yes', 'Yes')}
        </Button>
      </Group>
    </Modal>
  )
}
export default ConfirmDialog
