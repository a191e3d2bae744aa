import { lazy } from 'react'
import { LazyMenu } from '../../ui/LazyMenu'
import { BellButton } from './BellButton'

const NotificationMenu = lazy(() => import('./NotificationMenu'))

export function NotificationBell() {
  return <LazyMenu button={(onClick) => <BellButton onClick={onClick} />} menu={NotificationMenu} />
}
