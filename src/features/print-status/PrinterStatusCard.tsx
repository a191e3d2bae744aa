import { Card } from '../../ui/Card'

export default function PrinterStatusCard() {
  return <Card title="Printer status">Not built yet.</Card>
}
