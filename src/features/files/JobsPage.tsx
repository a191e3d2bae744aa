import { Card } from '../../ui/Card'

export default function JobsPage() {
  return <Card title="Jobs">Not built yet.</Card>
}
