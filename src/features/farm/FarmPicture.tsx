import { useEffect, useState } from 'react'
import { IconPrinter } from '@tabler/icons-react'
import { useFileSrc } from '../../state/file-urls'
import { useFarmPrinter, type FleetPrinter } from '../../state/fleet/fleet'
import { useFarmTick } from './use-farm-tick'
import classes from './Farm.module.css'

/** A camera's snapshot is fetched again every third tick of the farm's clock (15 s): never a stream per card. */
export const SNAPSHOT_EVERY_TICKS = 3

/** The snapshot URL with a counter that makes the browser fetch a fresh picture every period, every card at once. */
function useSnapshot(url: string | null): string | null {
  const tick = useFarmTick(SNAPSHOT_EVERY_TICKS)
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
      {camera && <img src={snapshot} alt="" decoding="async" className={classes.snapshot} onError={() => setBroken(true)} data-testid="farm-snapshot" />}
      {thumb ? (
        <img src={thumb} alt="" decoding="async" className={camera ? classes.thumbCorner : classes.thumb} data-testid="farm-thumbnail" />
      ) : (
        !camera && <IconPrinter size={40} stroke={1.2} className={classes.placeholder} />
      )}
    </div>
  )
}
