import { Card } from '../../ui/Card'

export default function GcodePreviewCard() {
  return <Card title="G-code preview">Not built yet.</Card>
}
