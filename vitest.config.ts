import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  define: { __APP_VERSION__: '"1.19.0"', __APP_HASH__: '"test"' },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'sim/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    pool: 'forks',
    // Vitest leaves a core free by default, which on a 2-core CI machine means one worker: use both.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Timing-bound sim tests can miss on a loaded 2-core CI machine; a second failure is a real one.
    retry: process.env.CI ? 1 : 0,
  },
})
