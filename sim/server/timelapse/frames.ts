import { readdir, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import jpeg from 'jpeg-js'

const WIDTH = 320
const HEIGHT = 240

/** 'frame000042.jpg', the name moonraker-timelapse gives the 42nd frame. */
export function frameName(n: number): string {
  return `frame${String(n).padStart(6, '0')}.jpg`
}

export async function listFrames(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  return names.filter((n) => /^frame\d+\.jpg$/.test(n)).sort()
}

export async function clearFrames(dir: string): Promise<void> {
  await Promise.all((await listFrames(dir)).map((n) => unlink(join(dir, n)).catch(() => undefined)))
}

// Encoding is the slow part; a print only ever shows 101 different pictures.
const drawn = new Map<number, Buffer>()

/**
 * A camera's view of the print as a JPEG: the bed, the part growing with the print's progress
 * and the nozzle above it. Good enough to see a timelapse advance.
 */
export function drawFrame(progress: number): Buffer {
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100)
  let image = drawn.get(percent)
  if (!image) {
    image = encodeFrame(percent)
    drawn.set(percent, image)
  }
  return image
}

function encodeFrame(percent: number): Buffer {
  const data = Buffer.alloc(WIDTH * HEIGHT * 4)
  const set = (x: number, y: number, r: number, g: number, b: number): void => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return
    const i = (y * WIDTH + x) * 4
    data[i] = r
    data[i + 1] = g
    data[i + 2] = b
    data[i + 3] = 255
  }
  const rect = (x0: number, y0: number, x1: number, y1: number, rgb: [number, number, number]): void => {
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(HEIGHT, Math.ceil(y1)); y++) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(WIDTH, Math.ceil(x1)); x++) set(x, y, ...rgb)
    }
  }
  // Enclosure wall: a soft vertical gradient.
  for (let y = 0; y < HEIGHT; y++) {
    const shade = 40 + Math.round((y / HEIGHT) * 30)
    for (let x = 0; x < WIDTH; x++) set(x, y, shade, shade + 2, shade + 6)
  }
  const bedTop = 200
  rect(30, bedTop, 290, bedTop + 10, [25, 25, 28])
  rect(30, bedTop + 10, 290, HEIGHT, [55, 55, 60])
  const partHeight = Math.round((percent / 100) * 110)
  rect(130, bedTop - partHeight, 190, bedTop, [41, 178, 178])
  // The hot end sits just above the current layer.
  const nozzleY = bedTop - partHeight
  rect(148, nozzleY - 34, 172, nozzleY - 8, [190, 190, 195])
  rect(156, nozzleY - 8, 164, nozzleY - 2, [210, 160, 60])
  // A progress bar along the top, like an on-screen display.
  rect(0, 0, WIDTH, 14, [20, 20, 22])
  rect(4, 4, 4 + Math.round((percent / 100) * (WIDTH - 8)), 10, [230, 90, 60])
  return jpeg.encode({ data, width: WIDTH, height: HEIGHT }, 80).data
}
