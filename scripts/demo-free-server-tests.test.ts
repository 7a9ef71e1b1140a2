import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEMO_GROUPS } from '../apps/server/src/db/seed/demo-data.js'
import { DEMO_NOTICES } from '../apps/server/src/db/seed/shell-seed.js'

/*
 * Server tests build their rows with the factories in apps/server/test/factories/ (issue 21 §3): a
 * change to the demo data must break no server test. This check refuses a server test that names a
 * demo row (a demo group, brand, account or notice), reaches for the demo seed's constants, or takes
 * whichever tenant row happens to be there (the first group, `min(id)` of the brands, "any other
 * group … limit 1"): on a database without the demo that row is missing or is another test's.
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

/** The tenant tables a test must build its rows in rather than pick an existing one from. */
const TENANT_TABLES = '(?:groups|brands|stores|accounts)'
/** Picks whichever tenant row is there: `min(id) … from groups`, `from brands … limit 1` unless it names the row (`= ${…}`), `orgId: 1`. */
const PICKS_ANY_ROW = [
  new RegExp(`\\b(?:min|max)\\(\\s*id\\s*\\)[^\`;]*?\\bfrom\\s+${TENANT_TABLES}\\b`, 'i'),
  new RegExp(`\\bfrom\\s+${TENANT_TABLES}\\b(?:(?!=\\s*\\$\\{)[^\`;])*?\\blimit\\s+1\\b`, 'i'),
  // A literal small id is a demo row's (the demo seeds the first groups, brands and stores).
  /\b(?:orgId|brandId|groupId|storeId)\s*:\s*[1-9]\d?\b(?!\s*[\d.])/,
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
      const named = markers.filter((m) => text.includes(m)).map((m) => `${f}: ${m}`)
      const picked = PICKS_ANY_ROW.flatMap((re) => text.match(re) ?? []).map((m) => `${f}: ${m}`)
      return [...named, ...picked]
    })
}

describe('server tests build their own data', () => {
  it('name no demo group, brand, account or notice and pick no existing tenant row (use the factories in apps/server/test/factories/)', () => {
    expect(demoNamesInServerTests()).toEqual([])
  })

  it('reports a test that names a demo brand or signs in as a demo account', () => {
    const brand = DEMO_GROUPS[0]!.brands[0]![0]
    const fake: Record<string, string> = { 'x.test.ts': `const b = await byName(t, '${brand}')`, 'factories/y.ts': `login(t, '13900000001', pw)`, 'z.test.ts': 'buildTenantBrand(t)' }
    expect(demoNamesInServerTests(Object.keys(fake), (f) => fake[f]!)).toEqual([`x.test.ts: ${brand}`, 'factories/y.ts: 13900000001'])
  })

  it('reports a test or factory that takes whichever group or brand is there', () => {
    const fake: Record<string, string> = {
      'factories/a.ts': 'const groupId = (await rowsOf(t, sql`select min(id)::int as id from groups`))[0]',
      'b.test.ts': 'const [group] = await rowsOf(t, sql`select id from groups order by id limit 1`)',
      'c.test.ts': 'const other = await rowsOf(t, sql`select id from brands where id <> ${own.id} limit 1`)',
      'e.test.ts': "buildAccount(t, { role: 'staff', orgId: 1 })",
      // Naming the row it built, or reading another table, is fine.
      'd.test.ts': 'await rowsOf(t, sql`select name from groups where id = ${groupId} limit 1`); sql`select detail from operation_logs order by id desc limit 1`; ({ brandId: 999999, orgId: 0 })',
    }
    expect(demoNamesInServerTests(Object.keys(fake), (f) => fake[f]!)).toEqual([
      'factories/a.ts: min(id)::int as id from groups',
      'b.test.ts: from groups order by id limit 1',
      'c.test.ts: from brands where id <> ${own.id} limit 1',
      'e.test.ts: orgId: 1',
    ])
  })
})
