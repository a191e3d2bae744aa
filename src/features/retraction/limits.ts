/** SPEC §9: a retraction slider goes to twice the configured default, or 15 mm / 100 mm/s when that is 0 or less. */
export function retractMax(configured: number | undefined, kind: 'length' | 'speed'): number {
  if (configured !== undefined && configured > 0) return configured * 2
  return kind === 'length' ? 15 : 100
}
