import { buildIfStale } from '../scripts/build-if-stale'

export default function globalSetup(): void {
  buildIfStale()
}
