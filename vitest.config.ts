import { defineConfig } from 'vitest/config'
import serverProjects from './apps/server/vitest.config.ts'

// Projects named `unit:*` are fast and need no database (`npm run check`);
// `server:*` are the integration suite, once per database (`npm run test:server`).
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    projects: [
      'packages/form-kit/vitest.config.ts',
      'apps/console/vitest.config.ts',
      {
        resolve: { conditions: ['source'] },
        test: { name: 'unit:core', include: ['packages/contracts/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' },
      },
      ...serverProjects,
    ],
  },
})
