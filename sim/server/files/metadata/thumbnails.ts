import { mkdir, readdir, unlink, writeFile } from 'node:fs/promises'
import { basename, dirname, extname, join } from 'node:path'
import { PNG } from 'pngjs'

export interface ThumbnailInfo {
  width: number
  height: number
  size: number
  /** Relative to the G-code file's folder, e.g. '.thumbs/cube-300x300.png'. */
  relative_path: string
}

export const THUMBS_DIR = '.thumbs'

interface ThumbnailBlock {
  width: number
  height: number
  format: 'png' | 'jpg'
  data: Buffer
}

// '; thumbnail begin 300x300 12345' … '; thumbnail end', or the _PNG/_JPG/_QOI variants.
const BLOCK = /^;\s*thumbnail(?:_(PNG|JPG|QOI))? begin (\d+)x(\d+) (\d+)\r?\n([\s\S]*?)^;\s*thumbnail(?:_(?:PNG|JPG|QOI))? end/gim

/** Decodes the base64 thumbnail blocks a slicer embeds in its header comments. */
export function findThumbnailBlocks(text: string): ThumbnailBlock[] {
  const blocks: ThumbnailBlock[] = []
  for (const m of text.matchAll(BLOCK)) {
    const kind = (m[1] ?? 'PNG').toUpperCase()
    // QOI would need a decoder; a real host converts it, the sim leaves it out.
    if (kind === 'QOI') continue
    const base64 = m[5].replace(/^;[ \t]?/gm, '').replace(/\s+/g, '')
    // A block whose length disagrees with its header was truncated or corrupted.
    if (base64.length !== Number(m[4])) continue
    blocks.push({
      width: Number(m[2]),
      height: Number(m[3]),
      format: kind === 'JPG' ? 'jpg' : 'png',
      data: Buffer.from(base64, 'base64'),
    })
  }
  return blocks
}

/** The thumbnail files of a G-code file all start with this, inside the '.thumbs' folder. */
export function thumbnailPrefix(gcodeAbs: string): string {
  return `${basename(gcodeAbs, extname(gcodeAbs))}-`
}

/**
 * Writes each block as '.thumbs/<name>-WxH.<ext>' beside the G-code file. When the slicer made
 * no 32x32 image, a small one is scaled down from the largest PNG, as the file lists expect one.
 */
export async function writeThumbnails(gcodeAbs: string, blocks: ThumbnailBlock[]): Promise<ThumbnailInfo[]> {
  if (blocks.length === 0) return []
  const dir = join(dirname(gcodeAbs), THUMBS_DIR)
  await mkdir(dir, { recursive: true })
  const prefix = thumbnailPrefix(gcodeAbs)
  const infos: ThumbnailInfo[] = []
  for (const block of blocks) {
    const name = `${prefix}${block.width}x${block.height}.${block.format}`
    await writeFile(join(dir, name), block.data)
    infos.push({ width: block.width, height: block.height, size: block.data.length, relative_path: `${THUMBS_DIR}/${name}` })
  }
  if (!blocks.some((b) => b.width === 32 && b.height === 32)) {
    const pngs = blocks.filter((b) => b.format === 'png')
    const largest = pngs.sort((a, b) => b.width * b.height - a.width * a.height)[0]
    const small = largest ? downscalePng(largest.data, 32) : undefined
    if (small) {
      const name = `${prefix}32x32.png`
      await writeFile(join(dir, name), small.data)
      infos.unshift({ width: small.width, height: small.height, size: small.data.length, relative_path: `${THUMBS_DIR}/${name}` })
    }
  }
  return infos
}

/** Removes the thumbnails written for a G-code file (after it was deleted or moved). */
export async function removeThumbnails(gcodeAbs: string): Promise<void> {
  const dir = join(dirname(gcodeAbs), THUMBS_DIR)
  const prefix = thumbnailPrefix(gcodeAbs)
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return
  }
  const own = new RegExp(`^${escapeRegExp(prefix)}\\d+x\\d+\\.(png|jpg)$`)
  await Promise.all(names.filter((n) => own.test(n)).map((n) => unlink(join(dir, n)).catch(() => undefined)))
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Box-filters a PNG so its longer side is `maxSide` pixels. */
export function downscalePng(data: Buffer, maxSide: number): { width: number; height: number; data: Buffer } | undefined {
  let src: PNG
  try {
    src = PNG.sync.read(data)
  } catch {
    return undefined
  }
  const scale = Math.min(1, maxSide / Math.max(src.width, src.height))
  const width = Math.max(1, Math.round(src.width * scale))
  const height = Math.max(1, Math.round(src.height * scale))
  const out = new PNG({ width, height })
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor((y * src.height) / height)
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * src.height) / height))
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor((x * src.width) / width)
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * src.width) / width))
      const sum = [0, 0, 0, 0]
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          const i = (sy * src.width + sx) * 4
          for (let c = 0; c < 4; c++) sum[c] += src.data[i + c]
        }
      }
      const n = (y1 - y0) * (x1 - x0)
      const o = (y * width + x) * 4
      for (let c = 0; c < 4; c++) out.data[o + c] = Math.round(sum[c] / n)
    }
  }
  return { width, height, data: PNG.sync.write(out) }
}
