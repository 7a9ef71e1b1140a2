import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

// Logic (`*.test.ts`) under jsdom in `npm run check`; screens (`*.test.tsx`) in Chromium (vitest.browser.config.ts).
export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  test: {
    name: 'unit:console',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
  },
})
