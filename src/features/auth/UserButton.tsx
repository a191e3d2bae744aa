import { ActionIcon } from '@mantine/core'
import { IconUserCircle } from '@tabler/icons-react'
import { forwardRef, lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { useHasComponent } from '../../state/server'
import { LazyMenu } from '../../ui/LazyMenu'

export const UserButton = forwardRef<HTMLButtonElement, { onClick?: () => void }>(function UserButton(props, ref) {
  const { t } = useTranslation()
  return (
    <ActionIcon ref={ref} variant="subtle" color="gray" size="lg" aria-label={t('auth.userMenu', 'User menu')} {...props}>
      <IconUserCircle />
    </ActionIcon>
  )
})

const UserMenu = lazy(() => import('./UserMenu'))

/** Shown only with the authorization component (SPEC §6). */
export function UserMenuButton() {
  const hasAuth = useHasComponent('authorization')
  if (!hasAuth) return null
  return <LazyMenu button={(onClick) => <UserButton onClick={onClick} />} menu={UserMenu} />
}
