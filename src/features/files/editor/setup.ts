import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands'
import { bracketMatching, HighlightStyle, StreamLanguage, syntaxHighlighting } from '@codemirror/language'
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search'
import { searchPanel, type SearchLabels } from './search-panel'
import { EditorState, type Extension } from '@codemirror/state'
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view'
import { tags } from '@lezer/highlight'
import type { EditorLanguage } from '../../../lib/files/editor-language'
import { codeLens } from './code-lens'
import { configLint, type ConfigLintOptions } from './config-lint'
import { gcodeParser } from './gcode-mode'
import { configParser } from './klipper-mode'

async function languageExtension(language: EditorLanguage): Promise<Extension> {
  switch (language) {
    case 'klipper':
      return StreamLanguage.define(configParser(true))
    case 'moonraker':
      return StreamLanguage.define(configParser(false))
    case 'gcode':
      return StreamLanguage.define(gcodeParser)
    case 'shell':
      return StreamLanguage.define((await import('@codemirror/legacy-modes/mode/shell')).shell)
    case 'ini':
      return StreamLanguage.define((await import('@codemirror/legacy-modes/mode/properties')).properties)
    case 'json':
      return StreamLanguage.define((await import('@codemirror/legacy-modes/mode/javascript')).json)
    default:
      return []
  }
}

function highlightStyle(dark: boolean): HighlightStyle {
  const c = dark
    ? { comment: '#7f8c98', header: '#82aaff', prop: '#c792ea', num: '#f78c6c', kw: '#89ddff', str: '#c3e88d', meta: '#ffcb6b', atom: '#ff5370' }
    : { comment: '#6a737d', header: '#005cc5', prop: '#6f42c1', num: '#d73a49', kw: '#0a6b8f', str: '#22863a', meta: '#b08800', atom: '#e36209' }
  return HighlightStyle.define([
    { tag: tags.comment, color: c.comment, fontStyle: 'italic' },
    { tag: tags.heading, color: c.header, fontWeight: 'bold' },
    { tag: [tags.propertyName, tags.attributeName], color: c.prop },
    { tag: tags.number, color: c.num },
    { tag: tags.keyword, color: c.kw, fontWeight: 'bold' },
    { tag: [tags.string, tags.special(tags.string)], color: c.str },
    { tag: [tags.meta, tags.variableName], color: c.meta },
    { tag: [tags.atom, tags.bool], color: c.atom },
    { tag: tags.operator, color: c.comment },
  ])
}

function theme(dark: boolean): Extension {
  return EditorView.theme(
    {
      '&': { height: '100%', fontSize: '16px', backgroundColor: 'var(--mantine-color-body)', color: 'var(--mantine-color-text)' },
      '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
      '.cm-gutters': { backgroundColor: 'var(--mantine-color-default)', color: 'var(--mantine-color-dimmed)', border: 'none' },
      '.cm-activeLine': { backgroundColor: dark ? '#ffffff0d' : '#0000000a' },
      '.cm-activeLineGutter': { backgroundColor: dark ? '#ffffff14' : '#00000012' },
      '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: dark ? '#3a4b6e' : '#cfe0ff' },
      '.cm-cursor': { borderLeftColor: 'var(--mantine-color-text)' },
      '.cm-code-lens': { marginLeft: '1.5em', fontSize: '12px', color: 'var(--mantine-color-anchor)', textDecoration: 'none', fontFamily: 'var(--mantine-font-family)' },
      '.cm-code-lens:hover': { textDecoration: 'underline' },
      '.cm-panels': { backgroundColor: 'var(--mantine-color-body)', color: 'var(--mantine-color-text)' },
      '.cm-panels-top': { borderBottom: '1px solid var(--mantine-color-default-border)' },
      '.cm-stratum-search': { display: 'flex', flexDirection: 'column', gap: '6px', padding: '8px', fontFamily: 'var(--mantine-font-family)', fontSize: '14px' },
      '.cm-stratum-row': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '6px' },
      '.cm-stratum-field': {
        flex: '1 1 180px',
        minWidth: 0,
        height: '30px',
        padding: '0 8px',
        font: 'inherit',
        color: 'var(--mantine-color-text)',
        backgroundColor: 'var(--mantine-color-default)',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
        outline: 'none',
      },
      '.cm-stratum-field:focus': { borderColor: 'var(--mantine-primary-color-filled)' },
      '.cm-stratum-button': {
        height: '30px',
        minWidth: '30px',
        padding: '0 10px',
        font: 'inherit',
        color: 'var(--mantine-color-text)',
        backgroundColor: 'var(--mantine-color-default)',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
        cursor: 'pointer',
      },
      '.cm-stratum-button:hover': { backgroundColor: 'var(--mantine-color-default-hover)' },
      '.cm-stratum-close': { marginLeft: 'auto', border: 'none', backgroundColor: 'transparent', fontSize: '18px' },
      '.cm-stratum-toggle': { display: 'inline-flex', alignItems: 'center', gap: '4px', color: 'var(--mantine-color-dimmed)', cursor: 'pointer', whiteSpace: 'nowrap' },
      '.cm-stratum-toggle input': { accentColor: 'var(--mantine-primary-color-filled)' },
      '.cm-stratum-count': { minWidth: '5em', color: 'var(--mantine-color-dimmed)', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
      '.cm-searchMatch': { backgroundColor: dark ? '#b5891f55' : '#ffd54f88' },
      '.cm-searchMatch-selected': { backgroundColor: dark ? '#e0a11f99' : '#ffb300aa' },
      '.cm-tooltip': { backgroundColor: 'var(--mantine-color-body)', color: 'var(--mantine-color-text)', border: '1px solid var(--mantine-color-default-border)', fontFamily: 'var(--mantine-font-family)', fontSize: '14px' },
      '.cm-diagnosticAction': { backgroundColor: 'var(--mantine-primary-color-filled)', color: 'var(--mantine-primary-color-contrast)', borderRadius: 'var(--mantine-radius-sm)', padding: '2px 8px', font: 'inherit' },
      '.cm-diagnostic': { maxWidth: 'min(560px, 90vw)' },
      '.cm-changedLine': { backgroundColor: dark ? '#2ea04326' : '#2ea0431f' },
      '.cm-deletedChunk': { backgroundColor: dark ? '#f8514926' : '#f851491f' },
      '.cm-collapsedLines': { fontFamily: 'var(--mantine-font-family)', fontSize: '13px', color: 'var(--mantine-color-dimmed)', backgroundColor: 'var(--mantine-color-default)' },
      '.cm-collapsedLines:before, .cm-collapsedLines:after': { content: '"···"' },
    },
    { dark },
  )
}

export interface EditorOptions {
  language: EditorLanguage
  readonly: boolean
  dark: boolean
  /** Section reference links (Klipper and moonraker.conf files only). */
  codeLensLabel: string | null
  searchLabels: SearchLabels
  /** Klipper config lint (.cfg files of the config root), or null. */
  lint: ConfigLintOptions | null
  onDocChanged(): void
}

/** A read-only view of a file's text, highlighted as the editor does (the diff views' sides). */
export async function viewerExtensions(language: EditorLanguage, dark: boolean): Promise<Extension[]> {
  return [
    lineNumbers(),
    await languageExtension(language),
    syntaxHighlighting(highlightStyle(dark)),
    theme(dark),
    EditorState.readOnly.of(true),
    EditorView.editable.of(false),
  ]
}

/** All the editor's extensions for one file. */
export async function editorExtensions(o: EditorOptions): Promise<Extension[]> {
  const lens = o.codeLensLabel && (o.language === 'klipper' || o.language === 'moonraker') ? codeLens(o.language, o.codeLensLabel) : []
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    history(),
    drawSelection(),
    highlightActiveLine(),
    bracketMatching(),
    search({ top: true, createPanel: searchPanel(o.searchLabels) }),
    highlightSelectionMatches(),
    keymap.of([...defaultKeymap, ...historyKeymap, ...searchKeymap, indentWithTab]),
    await languageExtension(o.language),
    syntaxHighlighting(highlightStyle(o.dark)),
    theme(o.dark),
    lens,
    o.lint && o.language === 'klipper' ? configLint(o.lint) : [],
    EditorState.readOnly.of(o.readonly),
    EditorView.editable.of(!o.readonly),
    EditorView.updateListener.of((u) => {
      if (u.docChanged) o.onDocChanged()
    }),
  ]
}
