import { Card } from '../../ui/Card'

export default function JobsCard() {
  return <Card title="Jobs">Not built yet.</Card>
}
