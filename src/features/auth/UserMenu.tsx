import { IconKey, IconLogout, IconSettings } from '@tabler/icons-react'
import { UserButton } from './UserButton'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { logout } from '../../state/session-start'
import { useHasComponent } from '../../state/server'
import { isSpecialUser, useSessionStore } from '../../state/session'
import { Menu } from '../../ui/menu'
import { lazy } from '../../ui/lazy'

const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog'))

/**
 * The user menu (loaded on first use through UserMenuButton): who you are, then your actions. Needs the
 * authorization component; trusted and API-key users get no change-password or logout.
 */
export default function UserMenu({ defaultOpened }: { defaultOpened?: boolean }) {
  const { t } = useTranslation()
  const hasAuth = useHasComponent('authorization')
  const user = useSessionStore((s) => s.user)
  const [changing, setChanging] = useState(false)
  if (!hasAuth) return null
  const special = isSpecialUser(user)
  return (
    <>
      <Menu position="bottom-end" width={220} defaultOpened={defaultOpened}>
        <Menu.Target>
          <UserButton />
        </Menu.Target>
        <Menu.Dropdown>
          {user && (
            <Menu.Label data-testid="user-menu-who" style={{ overflowWrap: 'anywhere' }}>
              {user.username === '_TRUSTED_USER_' ? t('auth.trustedClient') : user.username === '_API_KEY_USER_' ? t('auth.apiKeyClient') : t('auth.loggedInAs', { name: user.username })}
            </Menu.Label>
          )}
          <Menu.Item component={Link} to="/settings#auth" leftSection={<IconSettings size={16} />}>
            {t('auth.settings', 'Authentication settings')}
          </Menu.Item>
          {!special && user?.source === 'moonraker' && (
            <Menu.Item leftSection={<IconKey size={16} />} onClick={() => setChanging(true)}>
              {t('auth.changePassword', 'Change password')}
            </Menu.Item>
          )}
          {!special && user && (
            <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
              {t('auth.logout', 'Logout')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {changing && (
        <Suspense fallback={null}>
          <ChangePasswordDialog opened onClose={() => setChanging(false)} username={user?.username ?? ''} />
        </Suspense>
      )}
    </>
  )
}
