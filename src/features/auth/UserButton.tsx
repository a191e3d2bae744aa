import { ActionIcon } from '@mantine/core'
import { IconUserCircle } from '@tabler/icons-react'
import { forwardRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { MenuButtonHandlers } from '../../ui/LazyMenu'

export const UserButton = forwardRef<HTMLButtonElement, Partial<MenuButtonHandlers>>(function UserButton(props, ref) {
  const { t } = useTranslation()
  return (
    <ActionIcon ref={ref} variant="subtle" color="gray" size="lg" aria-label={t('auth.userMenu', 'User menu')} {...props}>
      <IconUserCircle />
    </ActionIcon>
  )
})
