import { Card } from '../../ui/Card'

export default function ConsolePage() {
  return <Card title="Console">Not built yet.</Card>
}
