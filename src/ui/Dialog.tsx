import { Modal, type ModalProps } from '@mantine/core'
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
  return (
    <Modal {...props}>
      <FailureBoundary name={name ?? (typeof props.title === 'string' ? props.title : '')} onClose={props.onClose}>
        {children}
      </FailureBoundary>
    </Modal>
  )
}
