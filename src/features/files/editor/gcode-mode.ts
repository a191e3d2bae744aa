import type { StreamParser } from '@codemirror/language'

interface GcodeState {
  /** No command word read on this line yet. */
  command: boolean
}

/** G-code: commands (G1, M104, T0, Klipper's EXTENDED_COMMANDS), parameters, numbers, `;` comments. */
export const gcodeParser: StreamParser<GcodeState> = {
  name: 'gcode',
  startState: () => ({ command: true }),
  copyState: (s) => ({ ...s }),
  token(stream, state) {
    if (stream.sol()) state.command = true
    if (stream.eatSpace()) return null
    if (stream.match(/^;.*/)) return 'comment'
    if (state.command) {
      state.command = false
      if (stream.match(/^N\d+\s*/i)) {
        state.command = true
        return 'meta'
      }
      if (stream.match(/^[GMTgmt]\d+(\.\d+)?/) || stream.match(/^[A-Za-z_][A-Za-z0-9_]*/)) return 'keyword'
    }
    if (stream.match(/^[A-Za-z_]+(?==)/)) return 'attribute'
    if (stream.match(/^[A-Za-z](?=[-+.\d])/)) return 'property'
    if (stream.match(/^=?[-+]?(\d+\.?\d*|\.\d+)/)) return 'number'
    stream.next()
    return null
  },
  languageData: { commentTokens: { line: ';' } },
}
