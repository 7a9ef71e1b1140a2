import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  test: {
    name: 'unit:console',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // antd under jsdom on a 2-core CI machine: a full form takes seconds, not milliseconds.
    testTimeout: 30_000,
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
  },
})
