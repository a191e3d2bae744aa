import { Card } from '../../ui/Card'

export default function ToolheadCard() {
  return <Card title="Toolhead">Not built yet.</Card>
}
