import { useEffect, useState } from 'react'
import { IconPrinter } from '@tabler/icons-react'
import { useFileSrc } from '../../state/file-urls'
import { useFarmPrinter, type FleetPrinter } from '../../state/fleet/fleet'
import classes from './Farm.module.css'

/** A camera's snapshot is fetched again this often while the page is seen: never a stream per card. */
export const SNAPSHOT_REFRESH_MS = 15_000

/** The snapshot URL with a counter that makes the browser fetch a fresh picture every period. */
function useSnapshot(url: string | null): string | null {
  const [tick, setTick] = useState(0)
  useEffect(() => {
    if (!url) return
    const id = window.setInterval(() => document.visibilityState === 'visible' && setTick((n) => n + 1), SNAPSHOT_REFRESH_MS)
    return () => window.clearInterval(id)
  }, [url])
  return url ? `${url}${url.includes('?') ? '&' : '?'}farm=${tick}` : null
}

/** The camera's latest snapshot with the file's thumbnail in its corner, or the thumbnail alone. */
export function FarmPicture({ printer }: { printer: FleetPrinter }) {
  const { thumbnailUrl, snapshotUrl } = useFarmPrinter(printer, (p) => ({ thumbnailUrl: p.thumbnailUrl, snapshotUrl: p.snapshotUrl }))
  // The active printer's file URLs get their login token from its session; a light session's come with one.
  const activeThumb = useFileSrc(printer.active ? thumbnailUrl : null)
  const thumb = printer.active ? activeThumb : thumbnailUrl
  const snapshot = useSnapshot(snapshotUrl)
  const [broken, setBroken] = useState(false)
  useEffect(() => setBroken(false), [snapshotUrl])
  const camera = snapshot && !broken
  return (
    <div className={classes.pictureBox}>
      {camera && <img src={snapshot} alt="" className={classes.snapshot} onError={() => setBroken(true)} data-testid="farm-snapshot" />}
      {thumb ? (
        <img src={thumb} alt="" className={camera ? classes.thumbCorner : classes.thumb} data-testid="farm-thumbnail" />
      ) : (
        !camera && <IconPrinter size={40} stroke={1.2} className={classes.placeholder} />
      )}
    </div>
  )
}
