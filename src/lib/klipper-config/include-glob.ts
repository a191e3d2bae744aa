/** `[include …]` patterns the way Klipper expands them (Python's glob): `*`, `?` and `[…]`, relative to the including file. */

export function hasGlob(pattern: string): boolean {
  return /[*?[]/.test(pattern)
}

function globRegExp(pattern: string): RegExp {
  let re = ''
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]
    if (c === '*') re += '[^/]*'
    else if (c === '?') re += '[^/]'
    else if (c === '[') {
      const close = pattern.indexOf(']', i + 1)
      if (close === -1) re += '\\['
      else {
        re += '[' + pattern.slice(i + 1, close).replace(/^!/, '^').replace(/\\/g, '\\\\') + ']'
        i = close
      }
    } else re += c.replace(/[.+^${}()|\\]/g, '\\$&')
  }
  return new RegExp(`^${re}$`)
}

/** Resolves `a/../b` and `./` in a path relative to the config root. */
function normalise(path: string): string {
  const out: string[] = []
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue
    if (part === '..') out.pop()
    else out.push(part)
  }
  return out.join('/')
}

/** The files of the config root (paths relative to it) an include in `fromFile` names. */
export function includeMatches(pattern: string, fromFile: string, files: readonly string[]): string[] {
  const dir = fromFile.includes('/') ? fromFile.slice(0, fromFile.lastIndexOf('/') + 1) : ''
  const target = normalise(pattern.startsWith('/') ? pattern : dir + pattern)
  if (!hasGlob(target)) return files.includes(target) ? [target] : []
  const re = globRegExp(target)
  return files.filter((f) => re.test(f))
}
