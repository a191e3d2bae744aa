import { ConsoleView } from './ConsoleView'

export default function ConsoleCard() {
  return <ConsoleView variant="card" />
}
