import type { Klippy } from '../../klippy/types'

/** What the file manager needs from the rest of the sim. */
export interface FilesDeps {
  klippy: Klippy
  /** The hold-uploads fault: a received upload is not answered while this says so. */
  holdUploads?: () => boolean
  /** The slow-downloads fault: files are sent at a crawl while this says so. */
  slowDownloads?: () => boolean
}

/** Someone asked for a print through an upload with print=true (the history records the user). */
export type UploadPrintListener = (filename: string, username: string | null) => void
