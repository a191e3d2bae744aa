import { closeSearchPanel, findNext, findPrevious, getSearchQuery, replaceAll, replaceNext, SearchQuery, setSearchQuery } from '@codemirror/search'
import type { EditorState } from '@codemirror/state'
import type { EditorView, Panel, ViewUpdate } from '@codemirror/view'

/** The panel's words, in the interface language. `count` gets the current match and the total. */
export interface SearchLabels {
  find: string
  replace: string
  next: string
  previous: string
  replaceOne: string
  replaceAll: string
  matchCase: string
  regexp: string
  close: string
  count(current: number, total: string): string
  none: string
}

/** Matches are counted up to this many; a file with more says "1000+" instead of scanning on. */
export const MATCH_COUNT_LIMIT = 1000

/** Start offsets of the query's matches (at most MATCH_COUNT_LIMIT + 1). */
export function matchStarts(state: EditorState, query: SearchQuery): number[] {
  if (!query.valid) return []
  const starts: number[] = []
  const cursor = query.getCursor(state)
  for (let m = cursor.next(); !m.done && starts.length <= MATCH_COUNT_LIMIT; m = cursor.next()) starts.push(m.value.from)
  return starts
}

/** Which match (1-based) the selection sits on; 0 when it sits on none. */
export function currentMatch(starts: readonly number[], selectionFrom: number): number {
  let lo = 0
  let hi = starts.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (starts[mid] === selectionFrom) return mid + 1
    if (starts[mid] < selectionFrom) lo = mid + 1
    else hi = mid - 1
  }
  return 0
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string>, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag)
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v)
  el.append(...children)
  return el
}

/** CodeMirror's find/replace panel in the app's look, with a match count. */
export function searchPanel(labels: SearchLabels) {
  return (view: EditorView): Panel => {
    let query = getSearchQuery(view.state)
    let starts = matchStarts(view.state, query)
    const field = (label: string, value: string, main: boolean) =>
      element('input', { class: 'cm-stratum-field', 'aria-label': label, placeholder: label, value, ...(main ? { 'main-field': 'true' } : {}) })
    const find = field(labels.find, query.search, true)
    const replace = field(labels.replace, query.replace, false)
    const toggle = (label: string, checked: boolean) => {
      const box = element('input', { type: 'checkbox' })
      box.checked = checked
      return { box, label: element('label', { class: 'cm-stratum-toggle' }, box, label) }
    }
    const matchCase = toggle(labels.matchCase, query.caseSensitive)
    const regexp = toggle(labels.regexp, query.regexp)
    const button = (label: string, run: () => void, extra: Record<string, string> = {}) => {
      const b = element('button', { type: 'button', class: 'cm-stratum-button', ...extra }, label)
      b.addEventListener('click', run)
      return b
    }
    const count = element('span', { class: 'cm-stratum-count', 'aria-live': 'polite', 'data-testid': 'editor-search-count' })
    const readonly = view.state.readOnly

    const showCount = () => {
      if (!query.search) count.textContent = ''
      else if (starts.length === 0) count.textContent = labels.none
      else {
        const total = starts.length > MATCH_COUNT_LIMIT ? `${MATCH_COUNT_LIMIT}+` : String(starts.length)
        count.textContent = labels.count(currentMatch(starts, view.state.selection.main.from), total)
      }
    }
    const commit = () => {
      const next = new SearchQuery({ search: find.value, replace: replace.value, caseSensitive: matchCase.box.checked, regexp: regexp.box.checked })
      if (!next.eq(query)) view.dispatch({ effects: setSearchQuery.of(next) })
    }
    for (const input of [find, replace, matchCase.box, regexp.box]) input.addEventListener(input.type === 'checkbox' ? 'change' : 'input', commit)
    find.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter') return
      e.preventDefault()
      ;(e.shiftKey ? findPrevious : findNext)(view)
    })
    replace.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter') return
      e.preventDefault()
      replaceNext(view)
    })

    const dom = element(
      'div',
      { class: 'cm-stratum-search', role: 'search', 'data-testid': 'editor-search' },
      element('div', { class: 'cm-stratum-row' }, find, button('↑', () => findPrevious(view), { 'aria-label': labels.previous, title: labels.previous }), button('↓', () => findNext(view), { 'aria-label': labels.next, title: labels.next }), count, matchCase.label, regexp.label, button('×', () => closeSearchPanel(view), { 'aria-label': labels.close, title: labels.close, class: 'cm-stratum-button cm-stratum-close' })),
      ...(readonly ? [] : [element('div', { class: 'cm-stratum-row' }, replace, button(labels.replaceOne, () => replaceNext(view)), button(labels.replaceAll, () => replaceAll(view)))]),
    )
    dom.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape') return
      e.preventDefault()
      closeSearchPanel(view)
      view.focus()
    })
    showCount()

    return {
      dom,
      top: true,
      mount() {
        find.focus()
        find.select()
      },
      update(update: ViewUpdate) {
        const next = getSearchQuery(update.state)
        const queryChanged = !next.eq(query)
        if (queryChanged) {
          query = next
          if (find.value !== next.search) find.value = next.search
          if (replace.value !== next.replace) replace.value = next.replace
          matchCase.box.checked = next.caseSensitive
          regexp.box.checked = next.regexp
        }
        if (queryChanged || update.docChanged) starts = matchStarts(update.state, query)
        if (queryChanged || update.docChanged || update.selectionSet) showCount()
      },
    }
  }
}
