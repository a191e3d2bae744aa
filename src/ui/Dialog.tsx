import { Button, Group, Modal, type ModalProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FailureBoundary } from './FailureBoundary'

export interface DialogProps extends ModalProps {
  /** The dialog's name in a failure report, when its title is not plain text. */
  name?: string
}

/**
 * Every dialog of the app: the UI library's modal, with its content behind a failure boundary, so a
 * dialog that fails says what failed inside itself, and closes (with a button of its own, as the
 * dialog may have none).
 */
export function Dialog({ name, children, ...props }: DialogProps) {
  const { t } = useTranslation()
  const withClose = (card: ReactNode) => (
    <>
      {card}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {t('failure.close', 'Close')}
        </Button>
      </Group>
    </>
  )
  return (
    <Modal {...props}>
      <FailureBoundary name={name ?? (typeof props.title === 'string' ? props.title : '')} fallback={withClose}>
        {children}
      </FailureBoundary>
    </Modal>
  )
}
