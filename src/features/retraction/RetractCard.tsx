import { Card } from '../../ui/Card'

export default function RetractCard() {
  return <Card title="Retract">Not built yet.</Card>
}
