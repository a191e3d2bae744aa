/**
 * Positions show with two decimals; a typed value moves the toolhead only if it differs at that precision.
 * They sit in inputs the user edits, so they keep the '.' the printer takes, in every locale.
 */
export const POSITION_DECIMALS = 2

export function formatPosition(value: number | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(POSITION_DECIMALS) : '-'
}

export function positionChanged(typed: number, current: number | undefined): boolean {
  return formatPosition(typed) !== formatPosition(current)
}

/** The direction a jog button moves: inverted axes swap + and −. */
export function jogDistance(distance: number, direction: 1 | -1, inverted: boolean): number {
  return distance * direction * (inverted ? -1 : 1)
}

/**
 * The home buttons a printer gets beside Home all (SPEC §6): each axis, and X and Y together (G28 X Y,
 * before a Z that homes on the bed's middle). A delta homes its towers together, so it has no X, Y or
 * XY button, but Z stays.
 */
export function homeButtonAxes(kinematics: string): ('X' | 'Y' | 'XY' | 'Z')[] {
  return kinematics === 'delta' ? ['Z'] : ['X', 'Y', 'XY', 'Z']
}
