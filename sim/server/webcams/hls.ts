import { readFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { join } from 'node:path'

/**
 * An HLS camera for players that need one. The sim has no video encoder, so the stream is a short
 * H.264 clip committed as a fixture (fixtures/print-clip.mp4, recorded once from a canvas with a
 * browser's MediaRecorder), split into an fMP4 init segment and one media segment, served as a
 * VOD playlist.
 */
export const HLS_PREFIX = '/webcam/hls/'
export const CLIP_PATH = join(import.meta.dirname, 'fixtures', 'print-clip.mp4')

interface Box {
  type: string
  start: number
  end: number
}

function topLevelBoxes(data: Buffer): Box[] {
  const boxes: Box[] = []
  let at = 0
  while (at + 8 <= data.length) {
    let size = data.readUInt32BE(at)
    const type = data.toString('latin1', at + 4, at + 8)
    if (size === 1) size = Number(data.readBigUInt64BE(at + 8))
    if (size === 0) size = data.length - at
    if (size < 8) break
    boxes.push({ type, start: at, end: Math.min(data.length, at + size) })
    at += size
  }
  return boxes
}

export interface HlsClip {
  init: Buffer
  segment: Buffer
  playlist: string
}

/** Init = ftyp + moov; the segment = every moof + mdat pair (mfra and the rest are left out). */
export function splitClip(data: Buffer, seconds: number): HlsClip {
  const boxes = topLevelBoxes(data)
  const pick = (types: string[]) => Buffer.concat(boxes.filter((b) => types.includes(b.type)).map((b) => data.subarray(b.start, b.end)))
  const init = pick(['ftyp', 'moov'])
  const segment = pick(['moof', 'mdat'])
  const playlist = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(seconds)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-MAP:URI="init.mp4"',
    `#EXTINF:${seconds.toFixed(3)},`,
    'segment0.m4s',
    '#EXT-X-ENDLIST',
    '',
  ].join('\n')
  return { init, segment, playlist }
}

let clip: HlsClip | null = null

/** Serves /webcam/hls/stream.m3u8, init.mp4 and segment0.m4s; false for any other path. */
export function serveHls(pathname: string, res: ServerResponse): boolean {
  clip ??= splitClip(readFileSync(CLIP_PATH), 3.1)
  const name = pathname.slice(HLS_PREFIX.length)
  const body: Record<string, [string, Buffer | string]> = {
    'stream.m3u8': ['application/vnd.apple.mpegurl', clip.playlist],
    'init.mp4': ['video/mp4', clip.init],
    'segment0.m4s': ['video/iso.segment', clip.segment],
  }
  const hit = body[name]
  if (!hit) return false
  res.writeHead(200, { 'Content-Type': hit[0], 'Cache-Control': 'no-store' })
  res.end(hit[1])
  return true
}
