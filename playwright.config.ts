import { defineConfig } from '@playwright/test'

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // The suite keeps the cores busy (each test drives a browser, the virtual printer and the dashboard
  // server): on a 2-core machine two workers finish sooner than three, which only contend.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    viewport: { width: 1280, height: 800 },
    actionTimeout: 10_000,
    // A service worker would serve later tests' pages from its cache and hide requests from page.route:
    // only e2e/pwa.spec.ts lets it run.
    serviceWorkers: 'block',
    // Recording a trace (screencast and DOM snapshots) doubles the browser's CPU per test: only a
    // retry records one, so a failure in CI still comes with its trace.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
    },
  },
})
