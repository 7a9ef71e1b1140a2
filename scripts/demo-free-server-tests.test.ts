import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEMO_GROUPS } from '../apps/server/src/db/seed/demo-data.js'
import { DEMO_NOTICES } from '../apps/server/src/db/seed/shell-seed.js'

/*
 * Server tests build their rows with the factories in apps/server/test/factories/ (issue 21 §3): a
 * change to the demo data must break no server test. This check refuses a server test that names a
 * demo row (a demo group, brand, account or notice) or reaches for the demo seed's constants.
 */

const TEST_DIR = new URL('../apps/server/test/', import.meta.url)

/** Files that may name the demo: the demo's own checks and the template that seeds it. */
const ALLOWED = new Set([
  // Checks the demo data itself: it agrees with itself, the aggregate-QR demo works on a fresh start, seeding again changes nothing.
  'demo-data.test.ts',
  // Seeds the demo into the test template.
  'global-setup.ts',
])

const demoMarkers = (): string[] => [
  ...DEMO_GROUPS.flatMap((g) => [g.name, g.contactPhone, ...g.brands.map(([name]) => name)]),
  ...DEMO_NOTICES.map((n) => n.title),
  // The demo accounts (brand staff, group operations).
  '13900000001',
  '13900000002',
  // The demo seed's constants and the old helpers that signed in as the demo.
  'DEMO_',
  'seed/demo.js',
  'seed/shell-seed.js',
  'demoBrand(',
  'loginAsBrandStaff(',
]

const serverTestFiles = (dir: URL, prefix = ''): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return serverTestFiles(new URL(`${e.name}/`, dir), `${prefix}${e.name}/`)
    return e.name.endsWith('.ts') ? [`${prefix}${e.name}`] : []
  })

/** Every `file: marker` where a server test names a demo row, outside the allowed files. */
export const demoNamesInServerTests = (files = serverTestFiles(TEST_DIR), read = (f: string) => fs.readFileSync(new URL(f, TEST_DIR), 'utf8')) => {
  const markers = demoMarkers()
  return files
    .filter((f) => !ALLOWED.has(f))
    .flatMap((f) => {
      const text = read(f)
      return markers.filter((m) => text.includes(m)).map((m) => `${f}: ${m}`)
    })
}

describe('server tests build their own data', () => {
  it('name no demo group, brand, account or notice (use the factories in apps/server/test/factories/)', () => {
    expect(demoNamesInServerTests()).toEqual([])
  })

  it('reports a test that names a demo brand or signs in as a demo account', () => {
    const brand = DEMO_GROUPS[0]!.brands[0]![0]
    const fake: Record<string, string> = { 'x.test.ts': `const b = await byName(t, '${brand}')`, 'factories/y.ts': `login(t, '13900000001', pw)`, 'z.test.ts': 'buildTenantBrand(t)' }
    expect(demoNamesInServerTests(Object.keys(fake), (f) => fake[f]!)).toEqual([`x.test.ts: ${brand}`, 'factories/y.ts: 13900000001'])
  })
})

