import { Card } from '../../ui/Card'

export default function ConfigurePage() {
  return <Card title="Configuration">Not built yet.</Card>
}
