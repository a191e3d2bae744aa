/**
 * A file name cut into pieces that end after each '_' and '.', so a narrow column can wrap it
 * between tokens ("boat_x4_0.2mm_PLA" → "boat_" "x4_" "0." "2mm_" "PLA") instead of mid-token. The
 * pieces join back to the name; the caller renders them as text with a <wbr> between.
 */
export function nameBreakPieces(name: string): string[] {
  const pieces: string[] = []
  let start = 0
  for (let i = 0; i < name.length; i++) {
    const c = name[i]
    // A leading dot (".hidden") or a run of separators stays with what follows.
    if ((c === '_' || c === '.') && i > 0 && i + 1 < name.length && name[i + 1] !== '_' && name[i + 1] !== '.') {
      pieces.push(name.slice(start, i + 1))
      start = i + 1
    }
  }
  if (start < name.length || pieces.length === 0) pieces.push(name.slice(start))
  return pieces
}
