import { Alert, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LoginForm } from './LoginForm'
import { Dialog } from '../../ui/Dialog'

/**
 * The session ended by itself (the token was refused and could not be renewed): the login is asked here,
 * over the page, so unsaved text, open dialogs and typed commands are still there afterwards.
 */
export default function SessionEndedDialog() {
  const { t } = useTranslation()
  return (
    <Dialog
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('auth.welcome', 'Welcome back')}
      zIndex={300}
      data-testid="session-ended-dialog"
    >
      <Stack>
        <Alert color="yellow" data-testid="session-ended">
          {t('auth.sessionEnded', 'Your session has ended. Please log in again.')}
        </Alert>
        <LoginForm />
      </Stack>
    </Dialog>
  )
}
