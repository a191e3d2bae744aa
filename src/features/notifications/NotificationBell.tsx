import { LazyMenu } from '../../ui/LazyMenu'
import { preloadable } from '../../ui/preloadable'
import { BellButton } from './BellButton'

const NotificationMenu = preloadable(() => import('./NotificationMenu'))

export function NotificationBell() {
  return <LazyMenu button={(handlers) => <BellButton {...handlers} />} menu={NotificationMenu} />
}
