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
    globals: true,
    setupFiles: ['./test/setup.ts'],
  },
})
