import { defineProject } from 'vitest/config'

// The integration suite runs once per database: always on PGlite, and on the PostgreSQL
// server when TEST_DATABASE_URL is set. In CI the server is required (test/global-setup.ts).
const base = (kind: 'pglite' | 'postgres') =>
  defineProject({
    resolve: { conditions: ['source'] },
    test: {
      name: `server:${kind}`,
      root: import.meta.dirname,
      include: ['test/**/*.test.ts'],
      exclude: kind === 'pglite' ? [] : ['test/**/*.process.test.ts'],
      environment: 'node',
      globalSetup: ['./test/global-setup.ts'],
      env: { TEST_DB_KIND: kind },
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks',
    },
  })

const withPostgres = Boolean(process.env.TEST_DATABASE_URL || process.env.CI)
if (!withPostgres) {
  process.stderr.write('\n[server] TEST_DATABASE_URL is not set: the PostgreSQL pass of the integration suite is NOT run.\n\n')
}

export default withPostgres ? [base('pglite'), base('postgres')] : [base('pglite')]
