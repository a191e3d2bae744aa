import { lazy } from 'react'
import { useHasComponent } from '../../state/server'
import { LazyMenu } from '../../ui/LazyMenu'
import { UserButton } from './UserButton'

const UserMenu = lazy(() => import('./UserMenu'))

/** Shown only with the authorization component (SPEC §6). */
export function UserMenuButton() {
  const hasAuth = useHasComponent('authorization')
  if (!hasAuth) return null
  return <LazyMenu button={(onClick) => <UserButton onClick={onClick} />} menu={UserMenu} />
}
