import js from '@eslint/js'
import globals from 'globals'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { readdirSync } from 'node:fs'

/** Every feature folder: features are composed by the app and never import each other. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)

/**
 * G-code the UI sends is built only in src/lib/gcode/ (DESIGN.md style): a string literal that starts
 * like a G-code command anywhere else is a design violation.
 */
const GCODE_LITERAL =
  '/^(?:[GM][0-9]+(?:\\s|$)|(?:SET|BED_MESH|EXCLUDE_OBJECT|SDCARD|TURN_OFF|SAVE_CONFIG|FIRMWARE_RESTART|ACTIVATE_EXTRUDER|Z_OFFSET_APPLY|SCREWS_TILT|Z_TILT|QUAD_GANTRY|BED_SCREWS)[A-Z_]*(?:\\s|$))/'

/**
 * Stored settings have one door (src/state/settings/settings.ts): typed paths, each root read through
 * its shape once when it loads. Anything else reaching the store, the database API or the path helpers
 * would read another app's data with a type of its own choosing.
 */
const storedSettingsDoor = {
  meta: { type: 'problem', messages: { door: 'Read and write stored settings through state/settings/settings (typed paths, read through their shapes).' } },
  create(context) {
    const file = context.filename.replace(/\\/g, '/')
    if (/\/src\/state\/settings\//.test(file) || /\.test\.tsx?$/.test(file) || /\/src\/state\/testing\//.test(file)) return {}
    const door = /(\/settings\/store|\/moonraker\/api\/database|\/lib\/stored-shape)$/
    return {
      ImportDeclaration(node) {
        if (node.importKind !== 'type' && door.test(String(node.source.value))) context.report({ node, messageId: 'door' })
      },
    }
  },
}

/** At most 300 lines a source file (DESIGN.md style): split by responsibility. */
const MAX_LINES = ['error', { max: 300, skipBlankLines: false, skipComments: false }]

export const designRules = {
  // Imports point downward only: app → features → state → moonraker; ui/ and lib/ are leaves.
  layers: [
    {
      files: ['src/moonraker/**'],
      rules: {
        'no-restricted-imports': ['error', { patterns: ['**/state/*', '**/features/*', '**/app/*', 'react', 'react-dom'] }],
      },
    },
    {
      files: ['src/state/**'],
      rules: { 'no-restricted-imports': ['error', { patterns: ['**/features/*', '**/app/*'] }] },
    },
    {
      // Features read the printer through state/printer-fields and talk to it through state/actions:
      // from moonraker/ they import types only.
      files: ['src/features/**', 'src/app/**'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            // Every dialog gets the failure boundary of ui/Dialog.
            paths: [{ name: '@mantine/core', importNames: ['Modal'], message: 'Build dialogs on Dialog from ui/Dialog.' }],
            patterns: [
              { group: ['**/moonraker/*', '!**/moonraker/types', '!**/moonraker/klipper-types', '!**/moonraker/notifications'], message: 'Call the printer through a named action in state/actions.' },
              { group: ['**/moonraker/types', '**/moonraker/klipper-types', '**/moonraker/notifications'], allowTypeImports: true, message: 'Import types only.' },
              { group: ['**/state/printer'], message: 'Read printer objects through state/printer-fields.' },
            ],
          },
        ],
      },
    },
    {
      files: ['src/ui/**', 'src/lib/**'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              { group: ['**/state/*', '**/features/*', '**/app/*'], message: 'ui/ and lib/ depend on nothing above them.' },
              { group: ['**/moonraker/*', '!**/moonraker/types', '!**/moonraker/klipper-types', '!**/moonraker/notifications'], message: 'lib/ and ui/ may import Moonraker types only.' },
              { group: ['**/moonraker/types', '**/moonraker/klipper-types', '**/moonraker/notifications'], allowTypeImports: true, message: 'Import types only.' },
            ],
          },
        ],
      },
    },
    {
      files: ['src/features/**'],
      plugins: { 'import-x': importX },
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            zones: [
              { target: './src/features', from: './src/app', message: 'The app composes features, never the reverse.' },
              ...FEATURES.map((f) => ({
                target: `./src/features/${f}`,
                from: './src/features',
                except: [`./${f}`],
                message: 'Features never import each other: move what they share into ui/, lib/ or state/, and compose them in app/.',
              })),
            ],
          },
        ],
      },
    },
  ],
  structure: [
    {
      files: ['src/**/*.{ts,tsx}'],
      settings: {
        'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/extensions': ['.ts', '.tsx', '.js'],
      },
      plugins: { 'import-x': importX, stratum: { rules: { 'stored-settings-door': storedSettingsDoor } } },
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'max-lines': MAX_LINES,
        'stratum/stored-settings-door': 'error',
      },
    },
    {
      // The virtual printer keeps the same size rule as the app.
      files: ['sim/**/*.ts'],
      rules: { 'max-lines': MAX_LINES },
    },
    {
      files: ['src/**/*.{ts,tsx}'],
      ignores: ['src/lib/gcode/**', 'src/lib/gcode-preview/**', '**/*.test.{ts,tsx}', 'src/state/testing/**'],
      rules: {
        'no-restricted-syntax': [
          'error',
          { selector: `Literal[value=${GCODE_LITERAL}]`, message: 'Build G-code in src/lib/gcode/ (one tested pure function per command).' },
          { selector: `TemplateElement[value.raw=${GCODE_LITERAL}]`, message: 'Build G-code in src/lib/gcode/ (one tested pure function per command).' },
        ],
      },
    },
    {
      // Data files: locale tables and the virtual printer's example configs.
      files: ['src/i18n/**', 'sim/klippy/default-config.ts', 'sim/**/config-examples*.ts'],
      rules: { 'max-lines': 'off' },
    },
  ],
}

export default tseslint.config(
  { ignores: ['dist', '.dist-*', 'node_modules', 'test-results', 'playwright-report', '.sim-data'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright fixtures take `use` and an empty destructuring by design.
    files: ['e2e/**', 'bench/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  ...designRules.layers,
  ...designRules.structure,
)
