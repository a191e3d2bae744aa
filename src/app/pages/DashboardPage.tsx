import DashboardLayout from '../../features/dashboard/DashboardLayout'
import { DASHBOARD_CARDS } from '../dashboard-cards'

export default function DashboardPage() {
  return <DashboardLayout cards={DASHBOARD_CARDS} />
}
