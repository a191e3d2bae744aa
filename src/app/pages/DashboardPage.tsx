import DashboardLayout from '../../features/dashboard/DashboardLayout'
import { DASHBOARD_CARDS } from '../dashboard-cards'
import { useKlippyDisconnectedRedirect } from '../klippy-redirect'

export default function DashboardPage() {
  useKlippyDisconnectedRedirect()
  return <DashboardLayout cards={DASHBOARD_CARDS} />
}
