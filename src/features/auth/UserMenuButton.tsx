import { useHasComponent } from '../../state/server'
import { LazyMenu } from '../../ui/LazyMenu'
import { preloadable } from '../../ui/preloadable'
import { UserButton } from './UserButton'

const UserMenu = preloadable(() => import('./UserMenu'))

/** Shown only with the authorization component (SPEC §6). */
export function UserMenuButton() {
  const hasAuth = useHasComponent('authorization')
  if (!hasAuth) return null
  return <LazyMenu button={(handlers) => <UserButton {...handlers} />} menu={UserMenu} />
}
