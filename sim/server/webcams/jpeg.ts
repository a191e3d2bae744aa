import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { runInThisContext } from 'node:vm'
import jpeg from 'jpeg-js'

interface RgbaImage {
  data: Uint8Array
  width: number
  height: number
}

type Encoder = (image: RgbaImage) => Buffer

/**
 * jpeg-js rebuilds its Huffman and colour tables on every encode() call, which costs
 * three times the encoding itself. Its encoder constructor is not exported, so it is
 * loaded from the package's own source once and reused for every frame.
 */
function reusableEncoder(quality: number): Encoder | null {
  try {
    const require = createRequire(import.meta.url)
    const source = readFileSync(require.resolve('jpeg-js/lib/encoder.js'), 'utf8')
    const factory = runInThisContext(`(function (module) {\n${source}\nreturn JPEGEncoder\n})`) as (
      m: object,
    ) => new (q: number) => { encode(img: RgbaImage): Buffer | Uint8Array }
    const Ctor = factory({})
    const enc = new Ctor(quality)
    return (image) => Buffer.from(enc.encode(image))
  } catch {
    return null
  }
}

/** Encoders of this process by quality: their tables weigh about 5 MB, so every printer of a farm shares them. */
const shared = new Map<number, Encoder>()

/** An encoder built on first use and shared (encode() is synchronous, so no frame can interleave with another). */
export function createJpegEncoder(quality: number): Encoder {
  return (image) => {
    let encode = shared.get(quality)
    if (!encode) shared.set(quality, (encode = reusableEncoder(quality) ?? ((img) => Buffer.from(jpeg.encode(img, quality).data))))
    return encode(image)
  }
}
