import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  test: {
    name: 'unit:form-kit',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // antd under jsdom on a 2-core CI machine: a full form takes seconds, not milliseconds.
    testTimeout: 30_000,
    globals: true,
    setupFiles: ['./test/setup.ts'],
  },
})
