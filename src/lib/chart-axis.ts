/** uPlot's tick length and the gap between tick and label, in CSS px. */
const TICK_AND_GAP = 15
/** Breathing room so a label never touches the chart's edge. */
const MARGIN = 6

/**
 * The width a vertical chart axis needs for its labels ("250°" as well as "50°"): the widest
 * label as measured, plus the tick and gap. Never narrower than `minimum`, so the plot does not
 * jump when the labels get shorter.
 */
export function axisWidth(labels: readonly (string | null)[] | null | undefined, measure: (text: string) => number, minimum = 36): number {
  let widest = 0
  for (const label of labels ?? []) if (label) widest = Math.max(widest, measure(label))
  return Math.max(minimum, Math.ceil(widest + TICK_AND_GAP + MARGIN))
}

/**
 * How often a time chart that scrolls with its samples needs drawing: when the newest sample has
 * moved the picture by at least a pixel. A 10-minute window across 550 px moves 0.9 px a second and
 * is drawn every 2 s; a chart with a pixel or more per second is drawn with every sample.
 */
export function scrollRedrawMs(windowSeconds: number, plotWidthPx: number, sampleMs = 1000): number {
  if (!(plotWidthPx > 0)) return sampleMs
  return Math.max(1, Math.ceil(windowSeconds / plotWidthPx)) * sampleMs
}

/** The x range of a chart of the last `windowSeconds`: up to its newest sample, or up to now while it has none. */
export function timeWindow(newest: number | null, windowSeconds: number, nowSeconds = Date.now() / 1000): [number, number] {
  const end = newest ?? nowSeconds
  return [end - windowSeconds, end]
}

/** The colours of a chart's axis labels and of its grid and ticks, for the dark or the light scheme. */
export function chartColors(dark: boolean): { axis: string; grid: string } {
  return dark ? { axis: 'rgba(255,255,255,0.65)', grid: 'rgba(255,255,255,0.08)' } : { axis: 'rgba(0,0,0,0.65)', grid: 'rgba(0,0,0,0.08)' }
}

/** An axis's strokes in those colours: labels in the axis colour, grid lines and ticks faint. */
export function griddedAxis(colors: { axis: string; grid: string }): { stroke: string; grid: { stroke: string }; ticks: { stroke: string } } {
  return { stroke: colors.axis, grid: { stroke: colors.grid }, ticks: { stroke: colors.grid } }
}
