import { Card } from '../../ui/Card'

export default function ConsoleSettings() {
  return <Card title="Console">Not built yet.</Card>
}
