const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

const pad = (n: number, width = 2): string => String(n).padStart(width, '0')

/** The subset of Python's strftime that timelapse file names use (time_format_code). */
export function strftime(format: string, d: Date): string {
  const dayOfYear = Math.floor((Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) - Date.UTC(d.getFullYear(), 0, 1)) / 86400000) + 1
  const codes: Record<string, () => string> = {
    Y: () => String(d.getFullYear()),
    y: () => pad(d.getFullYear() % 100),
    m: () => pad(d.getMonth() + 1),
    d: () => pad(d.getDate()),
    H: () => pad(d.getHours()),
    I: () => pad(d.getHours() % 12 || 12),
    M: () => pad(d.getMinutes()),
    S: () => pad(d.getSeconds()),
    p: () => (d.getHours() < 12 ? 'AM' : 'PM'),
    b: () => MONTHS[d.getMonth()].slice(0, 3),
    B: () => MONTHS[d.getMonth()],
    a: () => DAYS[d.getDay()].slice(0, 3),
    A: () => DAYS[d.getDay()],
    j: () => pad(dayOfYear, 3),
    '%': () => '%',
  }
  return format.replace(/%(.)/g, (whole, code: string) => (codes[code] ? codes[code]() : whole))
}
