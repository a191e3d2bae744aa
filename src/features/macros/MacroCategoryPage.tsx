import { Card } from '../../ui/Card'

export default function MacroCategoryPage() {
  return <Card title="Macros">Not built yet.</Card>
}
