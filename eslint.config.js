import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

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
  {
    // Imports point downward only: app → features → state → moonraker.
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
    files: ['src/ui/**', 'src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/state/*', '**/features/*', '**/app/*', '**/moonraker/*'] }] },
  },
)
