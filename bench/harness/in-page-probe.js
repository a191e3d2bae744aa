// Installed into the page under test before any of its own scripts run. It knows nothing about the
// dashboard: it watches text appear in the DOM, records animation-frame intervals and, when asked,
// scrolls an element. Plain JavaScript because it is injected as source text, not bundled.
;(() => {
  if (window.__benchProbe) return
  const RECORD_CAP = 200000
  const watches = new Map()
  let recording = null
  let recorded = { entries: [], paints: [] }
  let frameDeltas = null
  let lastFrame = 0
  let longTasks = null

  // The frame that shows a DOM change is painted after the next animation frame; a message posted
  // from that frame is handled once the frame has been produced.
  const afterPaint = (cb) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => cb(performance.now())
      channel.port2.postMessage(null)
    })
  }

  const matchWatches = (texts, t) => {
    for (const w of watches.values()) {
      if (w.found) continue
      for (const text of texts) {
        if (!text) continue
        const m = w.re.exec(text)
        if (!m) continue
        const found = { t, paint: null, text: m[0], alreadyShown: false }
        w.found = found
        afterPaint((p) => {
          found.paint = p
        })
        break
      }
    }
  }

  // A value and its unit are often split over sibling elements ("22.3" + "°C"), so the parent and
  // grandparent texts are checked as well as the node's own.
  const onNode = (node, t, pending, batch) => {
    const own = node.nodeType === Node.TEXT_NODE ? node.data : node.textContent
    if (recording && own && recording.seen.size < RECORD_CAP && !recording.seen.has(own)) {
      recording.seen.add(own)
      recording.entries.push([t, own, batch])
    }
    if (!pending) return
    const parent = node.parentElement
    matchWatches([own, parent && parent.textContent, parent && parent.parentElement && parent.parentElement.textContent], t)
  }

  const observer = new MutationObserver((records) => {
    let pending = false
    for (const w of watches.values()) if (!w.found) pending = true
    if (!pending && !recording) return
    const t = performance.now()
    let batch = -1
    if (recording) {
      // One paint time per mutation batch rather than per text keeps the recorder cheap.
      const paints = recording.paints
      batch = paints.length
      paints.push(null)
      afterPaint((p) => {
        paints[batch] = p
      })
    }
    for (const r of records) {
      if (r.type === 'characterData') onNode(r.target, t, pending, batch)
      else for (const n of r.addedNodes) onNode(n, t, pending, batch)
    }
  })
  observer.observe(document, { subtree: true, childList: true, characterData: true })

  const onFrame = (t) => {
    if (!frameDeltas) return
    if (lastFrame) frameDeltas.push(t - lastFrame)
    lastFrame = t
    requestAnimationFrame(onFrame)
  }

  const isScroller = (el) => {
    if (!el || el.scrollHeight <= el.clientHeight + 4) return false
    const style = getComputedStyle(el)
    return el === document.scrollingElement || style.overflowY === 'auto' || style.overflowY === 'scroll'
  }

  const elementWithText = (text) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.data.includes(text)) return n.parentElement
    return null
  }

  // The element to scroll: the one the selector names, else the nearest scrolling ancestor of it or
  // of a text, else a scrolling descendant, else the page.
  const findScroller = (selector, text) => {
    const start = (selector && document.querySelector(selector)) || (text && elementWithText(text))
    if (!start) return document.scrollingElement
    for (let el = start; el; el = el.parentElement) if (isScroller(el)) return el
    for (const el of start.querySelectorAll('*')) if (isScroller(el)) return el
    return document.scrollingElement
  }

  window.__benchProbe = {
    watch(id, source, flags) {
      if (watches.has(id)) return
      const w = { re: new RegExp(source, flags || ''), found: null }
      watches.set(id, w)
      const now = performance.now()
      const text = document.body ? document.body.textContent : ''
      const m = text && w.re.exec(text)
      if (m) w.found = { t: now, paint: now, text: m[0], alreadyShown: true }
    },
    found(id) {
      const w = watches.get(id)
      return w ? w.found : null
    },
    startRecording() {
      recording = { seen: new Set(), entries: [], paints: [] }
    },
    stopRecording() {
      if (recording) recorded = recording
      recording = null
      return recorded.entries.length
    },
    /** When the first recorded text containing `text` entered the DOM, and the paint after it; null if never. */
    firstRecorded(text) {
      for (const [t, s, batch] of recorded.entries) if (s.includes(text)) return { t, paint: recorded.paints[batch] }
      return null
    },
    startFrames() {
      frameDeltas = []
      lastFrame = 0
      requestAnimationFrame(onFrame)
    },
    stopFrames() {
      const deltas = frameDeltas || []
      frameDeltas = null
      return deltas
    },
    /** Starts counting long tasks (over 50 ms, the browser's own longtask entries); false where unsupported. */
    startLongTasks() {
      if (longTasks) longTasks.observer.disconnect()
      longTasks = null
      if (!(PerformanceObserver.supportedEntryTypes || []).includes('longtask')) return false
      const state = { count: 0, total: 0, observer: null }
      const add = (entries) => {
        for (const e of entries) {
          if (e.duration <= 50) continue
          state.count += 1
          state.total += e.duration
        }
      }
      state.observer = new PerformanceObserver((list) => add(list.getEntries()))
      state.observer.observe({ type: 'longtask' })
      state.add = add
      longTasks = state
      return true
    },
    /** Long tasks since startLongTasks: how many and their summed duration (ms); null if not counting. */
    stopLongTasks() {
      const state = longTasks
      longTasks = null
      if (!state) return null
      state.add(state.observer.takeRecords())
      state.observer.disconnect()
      return { count: state.count, total: state.total }
    },
    /**
     * Pictures the user sees: a loaded <img>, a playing <video>, or a <canvas> handed to a worker (a
     * camera drawn off the main thread; charts draw on their own canvases) whose part inside the
     * viewport is at least minWidth × minHeight px (a camera view; icons, logos and thumbnails are smaller).
     */
    mediaInView(minWidth, minHeight) {
      // getContext throws on a canvas whose control went to a worker; on one that has a context it
      // returns that one (or null for another kind), so asking changes nothing there.
      const handedOver = (canvas) => {
        try {
          canvas.getContext('2d')
          return false
        } catch {
          return true
        }
      }
      let n = 0
      for (const el of document.querySelectorAll('img, video, canvas')) {
        const r = el.getBoundingClientRect()
        const w = Math.min(r.right, innerWidth) - Math.max(r.left, 0)
        const h = Math.min(r.bottom, innerHeight) - Math.max(r.top, 0)
        if (w < minWidth || h < minHeight || getComputedStyle(el).visibility === 'hidden') continue
        // A camera stream's <img> never completes; a decoded first frame gives it a size.
        if (el.tagName === 'IMG' ? el.naturalWidth > 0 : el.tagName === 'VIDEO' ? el.readyState >= 2 : handedOver(el)) n += 1
      }
      return n
    },
    count(selector) {
      return document.querySelectorAll(selector).length
    },
    hasText(text) {
      return Boolean(document.body && document.body.textContent.includes(text))
    },
    /** Scrolls down by `step` px each animation frame for `frames` frames or until the end. */
    scroll({ selector, text, step, frames }) {
      const el = findScroller(selector, text)
      return new Promise((resolve) => {
        let done = 0
        const start = el.scrollTop
        const tick = () => {
          el.scrollTop += step
          done += 1
          const atEnd = el.scrollTop + el.clientHeight >= el.scrollHeight - 1
          if (done >= frames || atEnd) resolve({ frames: done, scrolled: el.scrollTop - start, atEnd, tag: el.tagName, testId: el.getAttribute('data-testid') })
          else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      })
    },
  }
})()
