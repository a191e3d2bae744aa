/** LED colours: Klipper reports channels 0–1 (RGBW); the picker works in hex. */
export interface Rgbw {
  red: number
  green: number
  blue: number
  white: number
}

const channel = (v: number) => Math.round(Math.min(1, Math.max(0, v || 0)) * 255)

export function rgbwFromColorData(colorData: readonly (readonly number[])[] | undefined): Rgbw {
  const first = colorData?.[0] ?? []
  return { red: first[0] ?? 0, green: first[1] ?? 0, blue: first[2] ?? 0, white: first[3] ?? 0 }
}

export function toHex(c: Pick<Rgbw, 'red' | 'green' | 'blue'>): string {
  return `#${[c.red, c.green, c.blue].map((v) => channel(v).toString(16).padStart(2, '0')).join('')}`
}

export function fromHex(hex: string): Pick<Rgbw, 'red' | 'green' | 'blue'> | null {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim())
  if (!m) return null
  const [r, g, b] = m.slice(1).map((h) => Math.round((parseInt(h, 16) / 255) * 1000) / 1000)
  return { red: r, green: g, blue: b }
}

/** Whether an LED has a white channel: a color_order with W, or a [led] with a white_pin. */
export function hasWhiteChannel(settings: Record<string, unknown> | undefined): boolean {
  if (!settings) return false
  const order = settings.color_order
  const orders = Array.isArray(order) ? order : typeof order === 'string' ? [order] : []
  if (orders.some((o) => String(o).toUpperCase().includes('W'))) return true
  return typeof settings.white_pin === 'string' && settings.white_pin !== ''
}
