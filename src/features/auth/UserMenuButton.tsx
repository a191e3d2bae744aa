import { useTranslation } from 'react-i18next'
import { useHasComponent } from '../../state/server'
import { LazyMenu } from '../../ui/LazyMenu'
import { preloadable } from '../../ui/preloadable'
import { UserButton } from './UserButton'

const UserMenu = preloadable(() => import('./UserMenu'))

/** Shown only with the authorization component (SPEC §6). */
export function UserMenuButton() {
  const { t } = useTranslation()
  const hasAuth = useHasComponent('authorization')
  if (!hasAuth) return null
  return <LazyMenu name={t('auth.userMenu')} button={(handlers) => <UserButton {...handlers} />} menu={UserMenu} />
}
