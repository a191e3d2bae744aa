/**
 * The order the settings page mounts its sections in, one per commit. Without a target, top to
 * bottom. A deep link's section comes first, so it is ready to use at once; then the sections below
 * it, which give the page the height to bring it to the top; then the ones above it, nearest first,
 * which the browser's scroll anchoring adds without moving it.
 */
export function mountOrder(ids: readonly string[], target: string | null): string[] {
  const at = target ? ids.indexOf(target) : -1
  if (at < 0) return [...ids]
  return [...ids.slice(at), ...ids.slice(0, at).reverse()]
}
