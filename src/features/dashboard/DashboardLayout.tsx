import type { DashboardCardDef } from './card-types'

export default function DashboardLayout({ cards }: { cards: DashboardCardDef[] }) {
  return <div>{cards.length} cards</div>
}
