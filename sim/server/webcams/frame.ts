import { createJpegEncoder } from './jpeg'

/** 5×7 glyphs for the clock, one row per string, '#' = lit. */
const GLYPHS: Record<string, string[]> = {
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  ':': ['.....', '..#..', '..#..', '.....', '..#..', '..#..', '.....'],
}

export interface FrameScene {
  /** Toolhead X/Y in mm, drawn as the nozzle over the bed; null when unknown. */
  nozzle: [number, number] | null
  bedSize: [number, number]
}

/**
 * The sim's camera picture: a bed seen from above with the nozzle on it, a bar sweeping
 * across and the time, so a viewer can tell the stream is live.
 */
export class FrameRenderer {
  /** Drawn on the first frame: a printer nobody watches keeps no picture. */
  private canvas: { background: Buffer; pixels: Buffer } | null = null
  private readonly encode = createJpegEncoder(70)

  constructor(
    readonly width = 480,
    readonly height = 360,
  ) {}

  private buffers(): { background: Buffer; pixels: Buffer } {
    if (!this.canvas) {
      this.canvas = { background: Buffer.alloc(this.width * this.height * 4), pixels: Buffer.alloc(this.width * this.height * 4) }
      this.paintBackground(this.canvas.background)
    }
    return this.canvas
  }

  private rect(buf: Buffer, x: number, y: number, w: number, h: number, rgb: [number, number, number]): void {
    const x0 = Math.max(0, Math.floor(x))
    const y0 = Math.max(0, Math.floor(y))
    const x1 = Math.min(this.width, Math.floor(x + w))
    const y1 = Math.min(this.height, Math.floor(y + h))
    for (let yy = y0; yy < y1; yy++) {
      let i = (yy * this.width + x0) * 4
      for (let xx = x0; xx < x1; xx++, i += 4) {
        buf[i] = rgb[0]
        buf[i + 1] = rgb[1]
        buf[i + 2] = rgb[2]
        buf[i + 3] = 255
      }
    }
  }

  private bedBox(): [number, number, number, number] {
    const size = this.height * 0.62
    return [(this.width - size) / 2, this.height - size - 18, size, size]
  }

  private paintBackground(background: Buffer): void {
    for (let y = 0; y < this.height; y++) {
      const t = y / this.height
      this.rect(background, 0, y, this.width, 1, [Math.round(24 + 18 * t), Math.round(28 + 20 * t), Math.round(38 + 26 * t)])
    }
    const [bx, by, bw, bh] = this.bedBox()
    this.rect(background, bx - 4, by - 4, bw + 8, bh + 8, [70, 74, 82])
    this.rect(background, bx, by, bw, bh, [32, 34, 38])
    // Grid lines every tenth of the bed, like a textured sheet.
    for (let i = 1; i < 10; i++) {
      this.rect(background, bx + (bw * i) / 10, by, 1, bh, [44, 47, 52])
      this.rect(background, bx, by + (bh * i) / 10, bw, 1, [44, 47, 52])
    }
  }

  private text(pixels: Buffer, s: string, x: number, y: number, scale: number): void {
    let cx = x
    for (const ch of s) {
      const glyph = GLYPHS[ch]
      if (glyph) {
        glyph.forEach((row, gy) => {
          for (let gx = 0; gx < row.length; gx++) {
            if (row[gx] === '#') this.rect(pixels, cx + gx * scale, y + gy * scale, scale, scale, [235, 238, 242])
          }
        })
      }
      cx += 6 * scale
    }
  }

  render(scene: FrameScene, now = new Date()): Buffer {
    const { background, pixels } = this.buffers()
    background.copy(pixels)
    const ms = now.getTime()
    const barX = ((ms / 1000) * 90) % (this.width + 12) - 12
    this.rect(pixels, barX, 0, 12, this.height, [38, 166, 154])
    if (scene.nozzle) {
      const [bx, by, bw, bh] = this.bedBox()
      const nx = bx + (Math.min(Math.max(scene.nozzle[0], 0), scene.bedSize[0]) / scene.bedSize[0]) * bw
      // Y grows away from the viewer: the back of the bed is at the top of the picture.
      const ny = by + bh - (Math.min(Math.max(scene.nozzle[1], 0), scene.bedSize[1]) / scene.bedSize[1]) * bh
      this.rect(pixels, nx - 6, ny - 6, 12, 12, [240, 120, 40])
    }
    const p = (n: number) => String(n).padStart(2, '0')
    this.text(pixels, `${p(now.getHours())}:${p(now.getMinutes())}:${p(now.getSeconds())}`, 16, 14, 4)
    return this.encode({ data: pixels, width: this.width, height: this.height })
  }
}
