/** SPEC §9: below 1 GiB free the host is low on disk space. */
export const LOW_DISK_BYTES = 1073741824

export interface DiskView {
  /** Floored percent used (SPEC §9 formatting). */
  percent: number
  low: boolean
}

export function diskView(usage: { total: number; used: number; free: number } | null | undefined): DiskView | null {
  if (!usage || !usage.total) return null
  return { percent: Math.min(100, Math.floor((usage.used / usage.total) * 100)), low: usage.free < LOW_DISK_BYTES }
}
