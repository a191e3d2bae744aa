import { ActionIcon, Badge, Button, Group, PasswordInput, Stack, Table, Text, TextInput } from '@mantine/core'
import { IconTrash, IconUserPlus } from '@tabler/icons-react'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '../../moonraker/types'
import { createUser, deleteUser, loadUsers } from '../../state/actions/users'
import { startSession } from '../../state/session-start'
import { useSessionStore } from '../../state/session'
import { checkNewPassword, checkUsername } from '../../lib/input-rules'
import { useRuleMessage } from '../../ui/use-rule-message'
import { Card } from '../../ui/Card'
import { confirm } from '../../ui/confirm'
import { ApiKeyPanel } from './ApiKeyPanel'
import { Tooltip } from '../../ui/tooltip'
import { Dialog } from '../../ui/Dialog'

export default function AuthSettings() {
  const { t } = useTranslation()
  const current = useSessionStore((s) => s.user)
  const [users, setUsers] = useState<User[]>([])
  const [adding, setAdding] = useState(false)
  const load = useCallback(() => void loadUsers().then((r) => r && setUsers(r.users)), [])
  useEffect(load, [load])

  const remove = async (username: string) => {
    if (!(await confirm({ title: t('auth.removeUser', 'Remove user'), message: t('app.areYouSure', 'Are you sure?'), danger: true }))) return
    await deleteUser(username)
    load()
  }

  return (
    <Card
      title={t('settings:sections.auth')}
      actions={
        <Button size="compact-sm" variant="light" leftSection={<IconUserPlus size={14} />} onClick={() => setAdding(true)}>
          {t('auth.addUser', 'Add user')}
        </Button>
      }
    >
      {current?.username === '_TRUSTED_USER_' && (
        <Text size="sm" c="dimmed" mb="xs" data-testid="auth-no-login">
          {t('auth.noLoginNeeded')}
        </Text>
      )}
      {users.length === 0 && (
        <Text size="sm" c="dimmed" mb="xs" data-testid="auth-no-users">
          {t('auth.noUsers')}
        </Text>
      )}
      <Table>
        <Table.Tbody>
          {users.map((u) => (
            <Table.Tr key={u.username}>
              <Table.Td>
                <Group gap="xs">
                  <Text size="sm">{u.username}</Text>
                  {u.source !== 'moonraker' && <Badge size="xs">{u.source}</Badge>}
                </Group>
              </Table.Td>
              <Table.Td w={40}>
                <Tooltip label={t('auth.removeUser', 'Remove user')}>
                  <ActionIcon variant="subtle" color="red" disabled={u.username === current?.username || u.source !== 'moonraker'} onClick={() => void remove(u.username)} aria-label={`${t('auth.removeUser', 'Remove user')} ${u.username}`}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ApiKeyPanel />
      <AddUserDialog
        opened={adding}
        onClose={() => setAdding(false)}
        onAdded={async (first) => {
          load()
          // The first user can end the trust this client had: check again.
          if (first) await startSession()
        }}
        firstUser={users.length === 0}
      />
    </Card>
  )
}

function AddUserDialog({ opened, onClose, onAdded, firstUser }: { opened: boolean; onClose(): void; onAdded(first: boolean): void; firstUser: boolean }) {
  const { t } = useTranslation()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const message = useRuleMessage()
  const checkedName = checkUsername(username)
  const checkedPassword = checkNewPassword(password, username)
  const uErr = checkedName.ok ? null : message(checkedName.error)
  const pErr = checkedPassword.ok ? null : message(checkedPassword.error)
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setTouched(true)
    if (uErr || pErr) return
    const ok = await createUser(username, password)
    if (!ok) return
    setUsername('')
    setPassword('')
    setTouched(false)
    onClose()
    onAdded(firstUser)
  }
  return (
    <Dialog opened={opened} onClose={onClose} title={t('auth.addUser', 'Add user')} centered>
      <form onSubmit={submit}>
        <Stack>
          <TextInput label={t('auth.username', 'Username')} value={username} onChange={(e) => setUsername(e.currentTarget.value)} error={touched && uErr} />
          <PasswordInput label={t('auth.password', 'Password')} value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={touched && pErr} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('app.cancel', 'Cancel')}
            </Button>
            <Button type="submit">{t('app.save', 'Save')}</Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  )
}
