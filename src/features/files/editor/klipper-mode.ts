import type { StreamParser, StringStream } from '@codemirror/language'

interface ConfigState {
  /** Inside a multi-line value (indented lines after `key:`), e.g. a macro's gcode. */
  inValue: boolean
  /** Inside `{ … }` or `{% … %}` template text. */
  template: '' | 'expr' | 'stmt' | 'comment'
  /** Nothing but whitespace read on this line yet. */
  lineStart: boolean
}

function readTemplate(stream: StringStream, state: ConfigState): string {
  const close = state.template === 'stmt' ? '%}' : state.template === 'comment' ? '#}' : '}'
  while (!stream.eol()) {
    if (stream.match(close)) {
      const style = state.template === 'comment' ? 'comment' : 'meta'
      state.template = ''
      return style
    }
    stream.next()
  }
  return state.template === 'comment' ? 'comment' : 'meta'
}

/**
 * Klipper config (`.cfg`) and, without the G-code parts, moonraker.conf-style INI: `[sections]`,
 * `key: value`, `#`/`;` comments, numbers and booleans; in multi-line values G-code commands and
 * Jinja template text.
 */
export function configParser(withGcode: boolean): StreamParser<ConfigState> {
  return {
    name: withGcode ? 'klipper' : 'moonraker',
    startState: () => ({ inValue: false, template: '', lineStart: true }),
    copyState: (s) => ({ ...s }),
    token(stream, state) {
      if (stream.sol()) state.lineStart = true
      if (state.template) return readTemplate(stream, state)
      if (stream.sol()) {
        if (stream.match(/^\[[^\]]*\]/)) {
          state.inValue = false
          state.lineStart = false
          return 'header'
        }
        if (stream.match(/^[#;].*/)) return 'comment'
        if (stream.match(/^[^\s:=#;[][^:=]*?(?=\s*[:=])/)) {
          state.inValue = true
          state.lineStart = false
          return 'property'
        }
      }
      if (stream.eatSpace()) return null
      if (state.lineStart && stream.match(/^[#;].*/)) return 'comment'
      if (stream.match('{%')) {
        state.template = 'stmt'
        return readTemplate(stream, state)
      }
      if (stream.match('{#')) {
        state.template = 'comment'
        return readTemplate(stream, state)
      }
      if (stream.match('{')) {
        state.template = 'expr'
        return readTemplate(stream, state)
      }
      const wasLineStart = state.lineStart
      state.lineStart = false
      if (stream.match(/^[:=]/)) return 'operator'
      if (stream.match(/^\s*[#;].*/)) return 'comment'
      if (withGcode && wasLineStart && stream.match(/^([GMT]\d+(\.\d+)?|[A-Z_][A-Z0-9_]{2,})(?=\s|$)/)) return 'keyword'
      if (stream.match(/^[-+]?(\d+\.?\d*|\.\d+)(?![\w.])/)) return 'number'
      if (stream.match(/^(true|false|True|False)\b/)) return 'atom'
      if (withGcode && stream.match(/^[A-Za-z_]+(?==)/)) return 'attribute'
      stream.next()
      stream.eatWhile(/[^\s{#;:=]/)
      return state.inValue ? 'string' : null
    },
    languageData: { commentTokens: { line: '#' } },
  }
}
