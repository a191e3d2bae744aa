import { Card } from '../../ui/Card'

export default function EditorSettings() {
  return <Card title="File editor">Not built yet.</Card>
}
