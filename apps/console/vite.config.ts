import { execSync } from 'node:child_process'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { loginBudget } from './build/login-budget.js'
import { pureSchemas } from './build/pure-schemas.js'
import { selectFocusBack } from './build/select-focus-back.js'
import { API_PREFIXES } from '../../packages/contracts/src/gateway.js'

const git = (args: string) => {
  try {
    return execSync(`git ${args}`, { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()
  } catch {
    return ''
  }
}

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080'

export default defineConfig({
  plugins: [react(), pureSchemas(), loginBudget(), selectFocusBack()],
  // The dev server's optimizer bundles antd with rc-select: the Select's focus fix goes there too.
  optimizeDeps: { rolldownOptions: { plugins: [selectFocusBack()] } },
  resolve: { conditions: ['source'] },
  define: {
    __BUILD_INFO__: JSON.stringify({
      name: '运营平台',
      tag: git('describe --tags --abbrev=0') || 'untagged',
      commit: git('rev-parse --short HEAD') || 'dev',
    }),
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // The contracts package has no side effects: a screen that needs one enum must not pull in every
      // zod schema (and zod) with it. Keeps /login under its budget (build/login-budget.ts).
      // Building a zod schema has no side effect either: an unused one is dropped, and zod with it.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]/.test(id), manualPureFunctions: ['z', 'withOperatingUrl', 'envelopeOf', 'pageOf'] },
    },
  },
})
