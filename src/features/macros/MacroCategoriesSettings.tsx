import { Card } from '../../ui/Card'

export default function MacroCategoriesSettings() {
  return <Card title="Macros">Not built yet.</Card>
}
