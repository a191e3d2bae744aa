import { Card } from '../../ui/Card'

export default function PresetsSettings() {
  return <Card title="Thermal presets">Not built yet.</Card>
}
