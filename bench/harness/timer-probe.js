// Installed into the page under test before any of its own scripts run (the soak scenario). It wraps
// the window's timer functions and counts what is alive: intervals set and not cleared, timeouts set
// and neither fired nor cleared, animation frames requested and neither run nor cancelled. A page
// that leaks timers shows a count that grows. Timers of workers (their own globals) are out of reach.
// Plain JavaScript because it is injected as source text, not bundled.
;(() => {
  if (window.__benchTimers) return
  const intervals = new Set()
  const timeouts = new Set()
  const frames = new Set()
  const made = { intervals: 0, timeouts: 0, frames: 0 }
  const setT = window.setTimeout
  const setI = window.setInterval
  const clearT = window.clearTimeout
  const clearI = window.clearInterval
  const raf = window.requestAnimationFrame
  const caf = window.cancelAnimationFrame

  // clearTimeout and clearInterval share one id pool in browsers: either clears either.
  const forget = (id) => {
    timeouts.delete(id)
    intervals.delete(id)
  }

  window.setTimeout = function (cb, ms, ...args) {
    made.timeouts += 1
    if (typeof cb !== 'function') return setT.call(window, cb, ms, ...args)
    const id = setT.call(
      window,
      function (...a) {
        timeouts.delete(id)
        return cb.apply(this, a)
      },
      ms,
      ...args,
    )
    timeouts.add(id)
    return id
  }
  window.setInterval = function (cb, ms, ...args) {
    made.intervals += 1
    const id = setI.call(window, cb, ms, ...args)
    intervals.add(id)
    return id
  }
  window.clearTimeout = function (id) {
    forget(id)
    return clearT.call(window, id)
  }
  window.clearInterval = function (id) {
    forget(id)
    return clearI.call(window, id)
  }
  window.requestAnimationFrame = function (cb) {
    made.frames += 1
    const id = raf.call(window, (t) => {
      frames.delete(id)
      cb(t)
    })
    frames.add(id)
    return id
  }
  window.cancelAnimationFrame = function (id) {
    frames.delete(id)
    return caf.call(window, id)
  }

  window.__benchTimers = {
    /** What is alive now, and how many of each were ever made. */
    counts: () => ({ intervals: intervals.size, timeouts: timeouts.size, frames: frames.size, made: { ...made } }),
  }
})()
