import { describe, expect, it } from 'vitest'
import { applyPromptLine, NO_PROMPT, parsePromptButton, promptFromLines } from './macro-prompt'

const lines = [
  '// action:prompt_begin Filament change',
  '// action:prompt_text Load the new spool, then choose.',
  '// action:prompt_button_group_start',
  '// action:prompt_button Purge more|PURGE LENGTH=50|primary',
  '// action:prompt_button Unload|UNLOAD_FILAMENT|warning',
  '// action:prompt_button_group_end',
  '// action:prompt_button Just a label',
  '// action:prompt_footer_button Resume|RESUME|primary',
  '// action:prompt_footer_button Cancel print|CANCEL_PRINT|error',
]

describe('macro prompts', () => {
  it('read a button as label, G-code and colour, the label standing in for missing G-code', () => {
    expect(parsePromptButton('Purge|PURGE LENGTH=50|primary')).toEqual({ label: 'Purge', gcode: 'PURGE LENGTH=50', color: 'primary' })
    expect(parsePromptButton('G28')).toEqual({ label: 'G28', gcode: 'G28', color: null })
    expect(parsePromptButton('Odd||purple')).toEqual({ label: 'Odd', gcode: 'Odd', color: null })
  })

  it('build the dialog in the order the macro sent it, and show it only at prompt_show', () => {
    const built = promptFromLines(lines)
    expect(built.prompt).toMatchObject({ title: 'Filament change', shown: false })
    expect(built.prompt!.parts).toEqual([
      { kind: 'text', text: 'Load the new spool, then choose.' },
      {
        kind: 'buttons',
        group: true,
        buttons: [
          { label: 'Purge more', gcode: 'PURGE LENGTH=50', color: 'primary' },
          { label: 'Unload', gcode: 'UNLOAD_FILAMENT', color: 'warning' },
        ],
      },
      { kind: 'buttons', group: false, buttons: [{ label: 'Just a label', gcode: 'Just a label', color: null }] },
    ])
    expect(built.prompt!.footer.map((b) => b.gcode)).toEqual(['RESUME', 'CANCEL_PRINT'])
    expect(applyPromptLine(built, '// action:prompt_show').prompt!.shown).toBe(true)
  })

  it('close at prompt_end, start over at a new begin, and ignore parts with no prompt open and other lines', () => {
    const shown = promptFromLines([...lines, '// action:prompt_show'])
    expect(applyPromptLine(shown, 'ok')).toBe(shown)
    expect(applyPromptLine(shown, '// action:prompt_end')).toEqual(NO_PROMPT)
    expect(applyPromptLine(shown, '// action:prompt_begin Next').prompt).toEqual({ title: 'Next', parts: [], footer: [], shown: false })
    expect(applyPromptLine(NO_PROMPT, '// action:prompt_text orphan')).toBe(NO_PROMPT)
    // The console's history after a reconnect: the last prompt still open is the one shown again.
    expect(promptFromLines([...lines, '// action:prompt_show', '// action:prompt_end']).prompt).toBeNull()
    expect(promptFromLines(['// action:prompt_begin Old', '// action:prompt_end', ...lines, '// action:prompt_show']).prompt?.title).toBe('Filament change')
  })
})
