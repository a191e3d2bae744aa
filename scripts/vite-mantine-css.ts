import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'

/**
 * Mantine's full stylesheet is 44 KB gzip; a page needs a fraction of it. This plugin adds, to every
 * module that imports components from '@mantine/core', the per-component stylesheets of exactly those
 * components (and the ones they are built from), so each lazy chunk carries only the CSS it renders.
 */

/** Components whose look comes from other components' stylesheets. */
const DEPENDS: Record<string, string[]> = {
  ActionIcon: ['UnstyledButton', 'Loader'],
  Alert: ['CloseButton'],
  Anchor: ['Text'],
  Autocomplete: ['Input', 'Combobox', 'Popover', 'ScrollArea', 'CloseButton'],
  Burger: ['UnstyledButton'],
  Button: ['UnstyledButton', 'Loader'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  Chip: ['CheckboxIndicator'],
  CloseButton: ['UnstyledButton'],
  ColorInput: ['Input', 'Popover', 'ColorPicker', 'ColorSwatch'],
  ColorPicker: ['ColorSwatch'],
  Combobox: ['Popover', 'ScrollArea', 'Input'],
  Dialog: ['Paper', 'CloseButton', 'Affix'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton', 'Paper', 'ScrollArea'],
  FileInput: ['Input', 'CloseButton'],
  HoverCard: ['Popover'],
  JsonInput: ['Input'],
  LoadingOverlay: ['Overlay', 'Loader'],
  Menu: ['Popover', 'UnstyledButton'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton', 'Paper', 'ScrollArea'],
  MultiSelect: ['Input', 'Combobox', 'Popover', 'ScrollArea', 'CloseButton', 'Pill', 'PillsInput'],
  NativeSelect: ['Input'],
  NavLink: ['UnstyledButton'],
  Notification: ['CloseButton', 'Loader'],
  NumberInput: ['Input'],
  Pagination: ['UnstyledButton'],
  PasswordInput: ['Input', 'ActionIcon', 'UnstyledButton'],
  PillsInput: ['Input', 'Pill'],
  Popover: ['Paper'],
  Radio: ['InlineInput', 'RadioIndicator'],
  RingProgress: [],
  SegmentedControl: ['FloatingIndicator'],
  Select: ['Input', 'Combobox', 'Popover', 'ScrollArea', 'CloseButton'],
  Switch: ['InlineInput'],
  Tabs: ['UnstyledButton'],
  TagsInput: ['Input', 'Combobox', 'Popover', 'ScrollArea', 'CloseButton', 'Pill', 'PillsInput'],
  Textarea: ['Input'],
  TextInput: ['Input'],
  Tooltip: [],
  UnstyledButton: [],
}

/**
 * Compound parts (Table.Tr, Menu.Item …) live in their parent's stylesheet. Mantine's theme
 * variables are not among them: MantineProvider writes them all (src/app/App.tsx), and the page
 * before the app runs needs only its background (prePaintCss).
 */
const ALWAYS = ['baseline', 'global', 'UnstyledButton', 'VisuallyHidden', 'Paper', 'Text']

/**
 * The page's background in each colour scheme (public/color-scheme.js sets it before the app runs),
 * taken from Mantine's default variables, so the empty page does not flash white while the script
 * loads; the provider's variables take over with the first render.
 */
function prePaintCss(variables: string): string {
  const value = (css: string, name: string) => css.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1].trim()
  const resolve = (v: string | undefined): string => (v ?? '').replace(/var\((--[\w-]+)\)/g, (_, name: string) => resolve(value(variables, name)))
  return ['dark', 'light']
    .map((scheme) => {
      const block = variables.match(new RegExp(`\\[data-mantine-color-scheme='${scheme}'\\]\\)\\s*\\{([^}]*)\\}`))?.[1] ?? ''
      return `:root[data-mantine-color-scheme='${scheme}']{--mantine-color-scheme:${scheme};--mantine-color-body:${resolve(value(block, '--mantine-color-body'))}}`
    })
    .join('\n')
}

export function mantineCss(stylesDir: string): Plugin {
  const has = (name: string) => existsSync(path.join(stylesDir, `${name}.css`))
  // The sheets every page builds on must come first, so in a build they go into one stylesheet linked
  // ahead of all. The other sheets a component builds on (Input, Popover …) are imported just before
  // it by the same module, so they land in the same chunk or in the entry's CSS (which the page links
  // before any lazy chunk's), always ahead of the sheets that override them: a page loads only those
  // its first paint needs.
  const base = ALWAYS.filter(has)
  const order = (names: string[]): string[] => {
    const out: string[] = []
    const add = (n: string) => {
      for (const dep of DEPENDS[n] ?? []) add(dep)
      if (!out.includes(n) && has(n)) out.push(n)
    }
    names.forEach(add)
    return out
  }
  const baseOrdered = order(base)
  let build = false
  let baseCss = ''
  let baseFile = ''
  return {
    name: 'stratum-mantine-css',
    enforce: 'pre',
    configResolved(config: ResolvedConfig) {
      build = config.command === 'build'
      if (!build) return
      const sheets = baseOrdered.map((n) => readFileSync(path.join(stylesDir, `${n}.css`), 'utf8'))
      baseCss = [prePaintCss(readFileSync(path.join(stylesDir, 'default-css-variables.css'), 'utf8')), ...sheets].join('\n')
      baseFile = `assets/mantine-base-${createHash('sha256').update(baseCss).digest('hex').slice(0, 8)}.css`
    },
    generateBundle() {
      if (build) this.emitFile({ type: 'asset', fileName: baseFile, source: baseCss })
    },
    transformIndexHtml() {
      if (!build) return []
      return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${baseFile}` }, injectTo: 'head-prepend' }]
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('@mantine/core')) return null
      const names = new Set<string>()
      for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g)) {
        for (const part of m[1].split(',')) {
          const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]
          if (/^[A-Z]/.test(name) && !part.trim().startsWith('type ')) names.add(name)
        }
      }
      const isRoot = code.includes('MantineProvider')
      // In a build the base sheets arrive through the prepended link; in dev, the root imports them first.
      const sheets = order([...(isRoot && !build ? ALWAYS : []), ...names]).filter((s) => !build || !base.includes(s))
      if (sheets.length === 0) return null
      const imports = sheets.map((s) => `import '@mantine/core/styles/${s}.css';`).join('\n')
      return { code: `${imports}\n${code}`, map: null }
    },
  }
}
