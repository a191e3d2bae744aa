import { Card } from '../../ui/Card'

export default function CameraCard() {
  return <Card title="Camera">Not built yet.</Card>
}
