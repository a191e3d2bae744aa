import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

const positions = new Map<string, number>()
const HASH_OFFSET = 60

/** Restores a saved position, else scrolls smoothly to the hash with a 60 px offset, else to the top. */
export function ScrollManager() {
  const location = useLocation()
  const previous = useRef(location.key)

  useEffect(() => {
    const saveKey = previous.current
    const onScroll = () => positions.set(saveKey, window.scrollY)
    return () => {
      onScroll()
    }
  }, [location.key])

  useEffect(() => {
    previous.current = location.key
    const saved = positions.get(location.key)
    if (saved !== undefined) {
      window.scrollTo({ top: saved })
      return
    }
    if (location.hash) {
      // Sections of lazily loaded pages appear a moment later.
      let tries = 0
      const find = () => {
        const el = document.getElementById(decodeURIComponent(location.hash.slice(1)))
        if (el) window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - HASH_OFFSET, behavior: 'smooth' })
        else if (tries++ < 20) setTimeout(find, 100)
      }
      find()
      return
    }
    window.scrollTo({ top: 0 })
  }, [location.key, location.hash])

  return null
}
