import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'
import { chromiumBrowser } from '../../vitest.browser.js'

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  test: {
    name: 'browser:form-kit',
    root: import.meta.dirname,
    include: ['src/**/*.test.tsx', 'test/**/*.test.tsx'],
    browser: chromiumBrowser,
    // A busy 2-core CI machine: generous, though a screen renders in milliseconds here.
    testTimeout: 20_000,
    // In CI (as with the journeys) a failed test runs once more: one timing accident does not fail the whole
    // run, and scripts/flaky-reporter.ts names every test that passed only on its retry, to be chased.
    retry: process.env.CI ? 1 : 0,
    globals: true,
    setupFiles: ['./test/setup.ts'],
  },
})
