import { Card } from '../../ui/Card'

export default function PrinterLimitsCard() {
  return <Card title="Printer limits">Not built yet.</Card>
}
