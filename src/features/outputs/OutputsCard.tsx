import { Card } from '../../ui/Card'

export default function OutputsCard() {
  return <Card title="Outputs">Not built yet.</Card>
}
