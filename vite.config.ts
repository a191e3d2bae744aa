import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import pkg from './package.json' with { type: 'json' }
import { mantineCss } from './scripts/vite-mantine-css.ts'
import { CONTENT_SECURITY_POLICY_META } from './scripts/csp.ts'
import { chunkReport } from './scripts/vite-chunk-report.ts'
import { leanScrollLock } from './scripts/vite-scroll-lock.ts'
import { workerSource } from './scripts/vite-worker-source.ts'
import { shellPrecache } from './scripts/vite-shell-precache.ts'
import { compileHints } from './scripts/vite-compile-hints.ts'
import { FIRST_SCREEN_NAMESPACES } from './src/i18n/namespaces.ts'

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

/**
 * A locale's screen namespaces, as two files: those the first dashboard shows, and the other screens'.
 * 'app' is the shell's and comes first on its own.
 */
function localeScreens(id: string): string | null {
  const file = id.match(/i18n[\\/]locales[\\/]([\w-]+)[\\/](\w+)\.json$/)
  if (!file || file[2] === 'app') return null
  return `locale-${file[1]}-${FIRST_SCREEN_NAMESPACES.includes(file[2]) ? 'dashboard' : 'screens'}`
}

const DASHBOARD_CARDS_LIST = readFileSync(path.resolve(import.meta.dirname, 'src/app/dashboard-cards.ts'), 'utf8')

/** The modules of the dashboard's first-screen cards, read from the list the app composes them from. */
function dashboardCardModules(): string[] {
  const cards = [...DASHBOARD_CARDS_LIST.matchAll(/^import \w+ from '\.\.\/(features\/[\w/-]+)'/gm)].map((m) => `src/${m[1]}.tsx`)
  return ['src/app/pages/DashboardPage.tsx', ...cards]
}

/** The cards that load when first seen (`lazy(() => import(…))` in the same list). */
function laterCardModules(): string[] {
  return [...DASHBOARD_CARDS_LIST.matchAll(/lazy\(\(\) => import\('\.\.\/(features\/[\w/-]+)'\)\)/g)].map((m) => `src/${m[1]}.tsx`)
}

/** The stores state/sync.ts fetches right after start-up (no part of the first paint shows them). */
function deferredStoreModules(): string[] {
  const sync = readFileSync(path.resolve(import.meta.dirname, 'src/state/sync.ts'), 'utf8')
  return [...sync.matchAll(/loadQueue\(\(\) => import\('\.\/([\w-]+)'\)\)/g)].map((m) => `src/state/${m[1]}.ts`)
}

/**
 * Small modules the first dashboard fetches right after start-up anyway: the disconnected screen, the
 * printer's status parts, the chart and the camera player of the first screen's cards, the service
 * worker's registration, the look for a newer deployment after a failed fetch, the readers of
 * stored lists the settings load waits for, and the job queue's store the fleet reads. Each was one request of its own, some of them seconds
 * into the load.
 */
const AFTER_START_UP = [
  'src/ui/MessageList.tsx',
  'src/app/layout/DisconnectedScreen.tsx',
  'src/app/layout/KlippyStatusCard.tsx',
  'src/state/actions/host.ts',
  'src/features/power/power-toggle.ts',
  'src/features/system/LogDownloads.tsx',
  'src/features/thermals/TemperatureChart.tsx',
  'src/features/cameras/players/MjpegStream.tsx',
  'node_modules/uplot/dist/uPlot.esm.js',
  'node_modules/uplot/dist/uPlot.min.css',
  'src/app/update/deployment.ts',
  'src/state/settings/list-readers.ts',
  'src/lib/history/cost-settings.ts',
  'src/app/update/register-worker.ts',
  // The fleet's sessions read each printer's job queue from start-up.
  'src/state/actions/job-queue.ts',
]

const DASHBOARD = [...dashboardCardModules(), ...deferredStoreModules(), ...AFTER_START_UP]
const LATER_CARDS = laterCardModules()
const endsWithAny = (id: string, modules: string[]) => modules.some((m) => id.replaceAll('\\', '/').endsWith(m))
const SHARED_UI = /node_modules[\\/](@mantine|@floating-ui|@tabler|react-remove-scroll|react-number-format|react-textarea-autosize|use-sidecar|use-callback-ref|tslib|clsx|get-nonce|react-style-singleton|aria-hidden)[\\/]/

/**
 * Fewer, larger files for a cold load (on a Pi each request costs more than its bytes):
 * - the shell is one file;
 * - the dashboard's first-screen cards are another, with everything they need, the UI library's parts
 *   included (a group takes its modules' dependencies along), and the stores fetched right after
 *   start-up;
 * - the menus' and tooltips' code (fetched on the first sign of intent) is one file, and the
 *   confirmation modal's, with the modal every dialog builds on, another: each comes whole with its
 *   first use, without the code of the cards or screens that share it;
 * - the cards that load when first seen are a third, with what only they need;
 * - the UI library parts that only other screens use are a fourth;
 * - and a locale's screen texts a fifth.
 * Libraries only one screen uses (three.js, CodeMirror, the charts, hls.js) keep chunks of their own.
 */
const CHUNK_GROUPS = [
  { name: localeScreens, debugName: 'locale-screens', priority: 40 },
  { name: 'shell', tags: ['$initial' as const], priority: 30 },
  { name: 'dashboard', test: (id: string) => endsWithAny(id, DASHBOARD), priority: 10 },
  { name: 'overlays', test: (id: string) => endsWithAny(id, ['src/ui/overlays-loaded.ts']), priority: 8 },
  { name: 'dialogs', test: (id: string) => endsWithAny(id, ['src/ui/confirm-modal.tsx']), priority: 8 },
  // Stores that notifications fill from start-up (a power meter's readings, the active spool): each its
  // own small file, or the later cards' group, whose cards read them, would bring its whole file along.
  { name: 'sensors-store', test: (id: string) => endsWithAny(id, ['src/state/sensors.ts']), priority: 7 },
  { name: 'spoolman-store', test: (id: string) => endsWithAny(id, ['src/state/spoolman/spoolman.ts']), priority: 7 },
  { name: 'dashboard-later', test: (id: string) => endsWithAny(id, LATER_CARDS), priority: 6 },
  { name: 'ui', test: SHARED_UI, priority: 5 },
]

/** Paths the printer host answers itself (Moonraker, its webcams, the sim): a navigation there is never the app. */
const HOST_PATHS = /^\/(server|printer|machine|access|api|websocket|webcam|sim)(\/|$)|^\/config\.json$/

/**
 * The screens the installed app shows while its host is away, and the shell's texts in every locale:
 * precached with all they import, so the app opened offline says what it waits for, and comes back.
 */
const shellScreens = shellPrecache(import.meta.dirname, {
  screens: ['src/app/layout/DisconnectedScreen.tsx', 'src/app/layout/ConfigErrorScreen.tsx'],
  texts: { folder: 'src/i18n/locales', file: 'app.json' },
})

/**
 * Installable, and instant on return: the service worker precaches the shell (what index.html loads)
 * and the screens it shows with no host (above), keeps every chunk a screen fetched (hashed names
 * never change), and never touches the printer's API. A new deployment waits until the user reloads
 * (src/app/update).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: [],
  manifest: {
    name: 'Stratum',
    short_name: 'Stratum',
    description: 'Dashboard for Klipper 3D printers',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1a1b1e',
    background_color: '#1a1b1e',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    // The shell: the eager files and index.html, and the screens it shows with no host. Other screens'
    // chunks are cached as they are opened.
    globPatterns: ['index.html', 'color-scheme.js', 'favicon.svg', 'assets/{index,rolldown-runtime,mantine-base,moonraker-socket.worker}-*.{js,css}'],
    manifestTransforms: [shellScreens.addScreens],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [HOST_PATHS],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'stratum-screens', expiration: { maxEntries: 300, purgeOnQuotaError: true } },
      },
    ],
  },
})

export default defineConfig({
  plugins: [mantineCss(path.resolve(import.meta.dirname, 'node_modules/@mantine/core/styles')), leanScrollLock(), workerSource(), react(), cspMeta, chunkReport(import.meta.dirname), compileHints(['dashboard']), shellScreens.plugin, pwa],
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
        codeSplitting: { groups: CHUNK_GROUPS },
        // Translation files are named after their locale and namespace (locale-de-app-*.js,
        // locale-de-screens-*.js), so a network log shows which languages a page fetched
        // (e2e/i18n-loading.spec.ts).
        chunkFileNames: (chunk) => {
          const file = chunk.facadeModuleId?.match(/i18n\/locales\/([\w-]+)\/(\w+)\.json$/)
          return file ? `assets/locale-${file[1]}-${file[2]}-[hash].js` : 'assets/[name]-[hash].js'
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 8080 },
})
