import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

// Logic (`*.test.ts`) under jsdom in `npm run check`; components (`*.test.tsx`) in Chromium (vitest.browser.config.ts).
export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  test: {
    name: 'unit:form-kit',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./test/setup.ts'],
  },
})
