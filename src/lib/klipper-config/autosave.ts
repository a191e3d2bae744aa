/**
 * Writing values into printer.cfg's SAVE_CONFIG block the way SAVE_CONFIG does: the block (`#*# `
 * lines at the end) gets the section's options, set or added; the same options in the main part of
 * the file are commented out, so the file keeps one live value for each. Klipper reads the block last,
 * so its values win over any others, included files' too.
 */
import { parseConfig, type ConfigSection } from './parse'

/** The line Klipper looks for to find the block: it must be exactly this. */
export const AUTOSAVE_HEADER = '#*# <---------------------- SAVE_CONFIG ---------------------->'
const NOTICE = '#*# Written by SAVE_CONFIG and by the dashboard: edit above this block, not in it.'

interface Edit {
  from: number
  to: number
  insert: string
}

function applyEdits(text: string, edits: Edit[]): string {
  let out = text
  for (const e of [...edits].sort((a, b) => b.from - a.from)) out = out.slice(0, e.from) + e.insert + out.slice(e.to)
  return out
}

const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1
const lineEnd = (text: string, at: number) => {
  const end = text.indexOf('\n', at)
  return end === -1 ? text.length : end
}

/** Comments out the main file's lines of each option about to be saved, continuation lines too. */
function commentOut(text: string, sections: ConfigSection[], section: string, names: string[]): Edit[] {
  return sections
    .filter((s) => !s.autosave && s.header === section)
    .flatMap((s) => s.options)
    .filter((o) => names.includes(o.name))
    .flatMap((o) => [o.nameFrom, ...o.lines.slice(1).map((l) => l.from)].map((at) => ({ from: lineStart(text, at), to: lineStart(text, at), insert: '#' })))
}

/**
 * The file with `values` saved under `[section]` of its SAVE_CONFIG block (created when the file has
 * none). Option names are compared as Klipper does, in lower case.
 */
export function saveToAutosave(text: string, section: string, values: Record<string, string>): string {
  const wanted = Object.entries(values).map(([k, v]) => [k.toLowerCase(), v] as const)
  const names = wanted.map(([k]) => k)
  const { sections } = parseConfig(text)
  const edits = commentOut(text, sections, section, names)
  const saved = sections.find((s) => s.autosave && s.header === section)
  if (saved) {
    const missing: string[] = []
    for (const [name, value] of wanted) {
      const option = saved.options.find((o) => o.name === name)
      if (!option) {
        missing.push(`#*# ${name} = ${value}`)
        continue
      }
      const last = option.lines[option.lines.length - 1]
      edits.push({ from: lineStart(text, option.nameFrom), to: lineEnd(text, last.from), insert: `#*# ${name} = ${value}` })
    }
    if (missing.length) edits.push({ from: saved.lineEnd, to: saved.lineEnd, insert: `\n${missing.join('\n')}` })
    return applyEdits(text, edits)
  }
  const block = [`#*# [${section}]`, ...wanted.map(([k, v]) => `#*# ${k} = ${v}`)]
  const body = applyEdits(text, edits)
  if (body.includes(AUTOSAVE_HEADER)) return `${body.replace(/\n*$/, '')}\n#*#\n${block.join('\n')}\n`
  return `${body.replace(/\n*$/, '')}\n\n${AUTOSAVE_HEADER}\n${NOTICE}\n#*#\n${block.join('\n')}\n`
}
