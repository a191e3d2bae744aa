import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { succeeded } from '../../state/action'
import { changePassword } from '../../state/actions/users'
import { showToast } from '../../state/toasts'
import { checkNewPassword, checkRequired } from '../../lib/input-rules'
import { useRuleMessage } from '../../ui/use-rule-message'
import { Dialog } from '../../ui/Dialog'

export default function ChangePasswordDialog({ opened, onClose, username }: { opened: boolean; onClose(): void; username: string }) {
  const { t } = useTranslation()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [touched, setTouched] = useState(false)
  const [wrong, setWrong] = useState(false)
  const [busy, setBusy] = useState(false)
  const message = useRuleMessage()
  const checkedCurrent = current ? null : checkRequired(current)
  const checkedNext = checkNewPassword(next, username)
  const currentError = checkedCurrent && !checkedCurrent.ok ? message(checkedCurrent.error) : null
  const nextError = checkedNext.ok ? null : message(checkedNext.error)

  const close = () => {
    setCurrent('')
    setNext('')
    setTouched(false)
    setWrong(false)
    onClose()
  }

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setTouched(true)
    if (currentError || nextError) return
    setBusy(true)
    const changed = succeeded(await changePassword(current, next))
    setBusy(false)
    if (!changed) {
      setWrong(true)
      return
    }
    showToast({ type: 'success', message: t('auth.passwordChanged', 'Password changed'), timeout: 2000 })
    close()
  }

  return (
    <Dialog opened={opened} onClose={close} title={t('auth.changePassword', 'Change password')} size={500} centered>
      <form onSubmit={submit}>
        <Stack>
          {wrong && <Alert color="red">{t('auth.wrongPassword', 'Oops, something went wrong. Is your password correct?')}</Alert>}
          <PasswordInput label={t('auth.currentPassword', 'Current password')} value={current} onChange={(e) => setCurrent(e.currentTarget.value)} error={touched && currentError} autoComplete="current-password" />
          <PasswordInput label={t('auth.newPassword', 'New password')} value={next} onChange={(e) => setNext(e.currentTarget.value)} error={touched && nextError} autoComplete="new-password" />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('app.cancel', 'Cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('app.save', 'Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  )
}
