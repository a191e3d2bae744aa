import { Card } from '../../ui/Card'

export default function ConsoleCard() {
  return <Card title="Console">Not built yet.</Card>
}
