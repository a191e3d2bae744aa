import { Card } from '../../ui/Card'

export default function TemperatureCard() {
  return <Card title="Thermals">Not built yet.</Card>
}
