import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { execSync } from 'node:child_process'
import path from 'node:path'
import pkg from './package.json' with { type: 'json' }
import { mantineCss } from './scripts/vite-mantine-css.ts'
import { CONTENT_SECURITY_POLICY_META } from './scripts/csp.ts'

function gitHash(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()
  } catch {
    return 'dev'
  }
}

/** The build's index.html carries the CSP (the dev server's own inline scripts would break under it). */
const cspMeta: Plugin = {
  name: 'stratum-csp-meta',
  apply: 'build',
  transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY_META }, injectTo: 'head-prepend' }],
}

export default defineConfig({
  plugins: [mantineCss(path.resolve(import.meta.dirname, 'node_modules/@mantine/core/styles')), react(), cspMeta],
  base: '/',
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __APP_HASH__: JSON.stringify(gitHash()),
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Translation files are named after their locale and namespace (locale-de-app-*.js), so a
        // network log shows which languages a page fetched (e2e/i18n-loading.spec.ts).
        chunkFileNames: (chunk) => {
          const file = chunk.facadeModuleId?.match(/i18n\/locales\/([\w-]+)\/(\w+)\.json$/)
          return file ? `assets/locale-${file[1]}-${file[2]}-[hash].js` : 'assets/[name]-[hash].js'
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 8080 },
})
