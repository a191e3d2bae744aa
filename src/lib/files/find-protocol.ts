import type { TextMatch } from './find-in-text'

/** Page → find-in-files worker: search one file's text. */
export interface FindRequest {
  id: number
  text: string
  query: string
  limit: number
}

/** Worker → page. */
export interface FindReply {
  id: number
  matches: TextMatch[]
}
