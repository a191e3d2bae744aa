import { open } from 'node:fs/promises'

/** How much of each end of a file the metadata scan reads; slicers put everything there. */
export const END_BYTES = 512 * 1024

/**
 * The first and last END_BYTES of a file, decoded as latin1 so that a string index is also a
 * byte offset. When the file is small the whole of it is the head and the tail is empty.
 */
export interface FileEnds {
  head: string
  tail: string
  /** Byte offset of tail[0] in the file. */
  tailOffset: number
  size: number
}

export async function readFileEnds(path: string, endBytes = END_BYTES): Promise<FileEnds> {
  const fh = await open(path, 'r')
  try {
    const { size } = await fh.stat()
    const headLen = Math.min(size, endBytes)
    const head = Buffer.alloc(headLen)
    await fh.read(head, 0, headLen, 0)
    if (size <= endBytes) return { head: head.toString('latin1'), tail: '', tailOffset: size, size }
    const tailOffset = Math.max(headLen, size - endBytes)
    const tail = Buffer.alloc(size - tailOffset)
    await fh.read(tail, 0, tail.length, tailOffset)
    return { head: head.toString('latin1'), tail: tail.toString('latin1'), tailOffset, size }
  } finally {
    await fh.close()
  }
}

/** Text read as latin1 back to the UTF-8 the slicer wrote (filament names, accents …). */
export function latin1ToUtf8(text: string): string {
  return Buffer.from(text, 'latin1').toString('utf8')
}
