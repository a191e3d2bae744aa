import { ConsoleView } from './ConsoleView'

export default function ConsolePage() {
  return <ConsoleView variant="page" />
}
