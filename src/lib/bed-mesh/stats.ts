/** Figures of a bed mesh: extremes, range and spread of its heights (mm). */
import { formatNumber } from '../format'

export interface MeshStats {
  min: number
  max: number
  /** max − min: how far apart the highest and lowest points are. */
  range: number
  /** The mean of the squared deviations from the mean height (mm²). */
  variance: number
  /** Standard deviation (mm): the square root of the variance. */
  stdDev: number
  mean: number
}

/** The heights of a matrix as one flat list, skipping anything that is not a finite number. */
export function meshValues(matrix: readonly (readonly number[])[]): number[] {
  const out: number[] = []
  for (const row of matrix) for (const v of row) if (Number.isFinite(v)) out.push(v)
  return out
}

/** A mesh has data when it holds at least one height (Klipper reports [[]] for no mesh). */
export function hasMeshData(matrix: readonly (readonly number[])[] | undefined): boolean {
  return !!matrix && matrix.some((row) => row.length > 0)
}

export function meshStats(matrix: readonly (readonly number[])[]): MeshStats | undefined {
  const values = meshValues(matrix)
  if (!values.length) return undefined
  let min = Infinity
  let max = -Infinity
  let sum = 0
  for (const v of values) {
    if (v < min) min = v
    if (v > max) max = v
    sum += v
  }
  const mean = sum / values.length
  let squares = 0
  for (const v of values) squares += (v - mean) ** 2
  const variance = squares / values.length
  return { min, max, range: max - min, variance, stdDev: Math.sqrt(variance), mean }
}

/** Mesh figures are shown with 4 decimals (SPEC §9), without a negative zero. */
export function formatMeshValue(value: number, locale?: string): string {
  return formatNumber(value, 4, locale)
}

/** The z axis spans −0.5..0.5 unless the data reaches beyond it (SPEC §9). */
export function zAxisRange(stats: MeshStats | undefined, base = 0.5): [number, number] {
  if (!stats) return [-base, base]
  return [Math.min(-base, stats.min), Math.max(base, stats.max)]
}

/**
 * The heights the colour scale spans: ±scale around zero, widened to the data so no point is clipped.
 * A scale of 0 fits the colours to the data alone.
 */
export function colorRange(stats: MeshStats | undefined, scale: number): [number, number] {
  if (!stats) return [-scale, scale]
  if (scale <= 0) return stats.range > 0 ? [stats.min, stats.max] : [stats.min - 0.001, stats.max + 0.001]
  return [Math.min(-scale, stats.min), Math.max(scale, stats.max)]
}
