/**
 * An action asked for with every sample but run at most once per `interval()` (read at each request,
 * so it may follow a size). A request counts as due from three quarters of the interval on: a sample
 * that comes a little early still runs it. One that is not due is dropped; the next sample asks again.
 */
export function paced(action: () => void, interval: () => number, now: () => number = () => performance.now()): () => void {
  let last = -Infinity
  return () => {
    const time = now()
    if (time - last < interval() * 0.75) return
    last = time
    action()
  }
}
