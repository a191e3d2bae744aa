import { Card } from '../../ui/Card'

export default function ToolheadSettings() {
  return <Card title="Toolhead">Not built yet.</Card>
}
