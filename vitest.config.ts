import { defineConfig } from 'vitest/config'
import serverProjects from './apps/server/vitest.config.ts'

// Projects named `unit:*` need no database (`npm run check`). `test:unit` runs them in one worker:
// on two cores the jsdom + antd files run faster one at a time than two fighting over the CPU
// (measured 336 s against 404 s), and their waits stay far from their timeouts.
// `server:*` are the integration suite, once per database (`npm run test:server`).
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    reporters: ['default', './scripts/flaky-reporter.ts'],
    // Read from the root config only (not the projects'): the first screen-test run on a fresh clone
    // bundles the screens' dependencies before the browser can connect, and under a load of 25 on two
    // cores that took over a minute, past Vitest's 60 s, so no test ran. The wait ends once it connects.
    browser: { connectTimeout: 300_000 },
    projects: [
      'packages/form-kit/vitest.config.ts',
      'apps/console/vitest.config.ts',
      'packages/form-kit/vitest.browser.config.ts',
      'apps/console/vitest.browser.config.ts',
      {
        resolve: { conditions: ['source'] },
        test: { name: 'unit:core', include: ['packages/contracts/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' },
      },
      ...serverProjects,
    ],
  },
})
