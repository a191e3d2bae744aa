import { Card } from '../../ui/Card'

export default function MacrosCard() {
  return <Card title="Macros">Not built yet.</Card>
}
