import { useTranslation } from 'react-i18next'
import { LazyMenu } from '../../ui/LazyMenu'
import { preloadable } from '../../ui/preloadable'
import { BellButton } from './BellButton'

const NotificationMenu = preloadable(() => import('./NotificationMenu'))

export function NotificationBell() {
  const { t } = useTranslation()
  return <LazyMenu name={t('notifications.title')} button={(handlers) => <BellButton {...handlers} />} menu={NotificationMenu} />
}
