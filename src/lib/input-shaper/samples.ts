/** Accelerometer rows collected into growing typed arrays (a 130 s test at 3200 Hz is 416,000 rows). */
import type { Recording } from './analyse'

export class SampleBuffer {
  private cols = [0, 1, 2, 3].map(() => new Float64Array(4096))
  length = 0

  add(rows: readonly (readonly number[])[]): boolean {
    if (this.length + rows.length > this.cols[0].length) {
      const size = Math.max(this.cols[0].length * 2, this.length + rows.length)
      this.cols = this.cols.map((c) => {
        const next = new Float64Array(size)
        next.set(c.subarray(0, this.length))
        return next
      })
    }
    for (const row of rows) {
      for (let k = 0; k < 4; k++) this.cols[k][this.length] = Number(row[k])
      this.length++
    }
    return true
  }

  toRecording(): Recording {
    const [time, x, y, z] = this.cols.map((c) => c.slice(0, this.length))
    return { time, x, y, z }
  }

  /** Printer seconds from the first sample to the last. */
  get span(): number {
    return this.length > 1 ? this.cols[0][this.length - 1] - this.cols[0][0] : 0
  }
}
