import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'
import { chromiumBrowser, screenOptimizeDeps } from '../../vitest.browser.js'

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  optimizeDeps: screenOptimizeDeps,
  test: {
    name: 'browser:form-kit',
    root: import.meta.dirname,
    include: ['src/**/*.test.tsx', 'test/**/*.test.tsx'],
    browser: chromiumBrowser,
    // A busy 2-core machine: generous, though a screen renders in milliseconds here. At a load of 47 a
    // run took 31 minutes instead of 5, and six tests ran out of the former 20 s while still going through.
    testTimeout: 60_000,
    // In CI (as with the journeys) a failed test runs once more, to tell a flaky test from a broken one;
    // scripts/flaky-reporter.ts names every test that passed only on its retry and fails the run.
    retry: process.env.CI ? 1 : 0,
    globals: true,
    setupFiles: ['./test/setup.ts'],
  },
})
