import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// Lints snippets as if they lived at real paths, through the project's own config.
const root = path.resolve(import.meta.dirname, '..')
const eslint = new ESLint({ cwd: root })

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/no-restricted-paths').map((m) => m.message)
}

describe('import boundaries of the style guide', () => {
  // The first lint loads the config and its parsers and plugins: seconds on an idle machine, over the
  // 5 s a test gets on a busy one. Loaded once here, with the time that takes; each test then lints.
  beforeAll(() => boundaryErrors('apps/console/src/features/groups/probe.ts', 'export const y = 1\n'), 120_000)

  it('stops one feature importing another', async () => {
    const errors = await boundaryErrors('apps/console/src/features/groups/probe.ts', "import { x } from '../brands/index.js'\nexport const y = x\n")
    expect(errors).toEqual([expect.stringContaining('one feature never imports another')])
  })

  it('lets a feature import itself and shared code', async () => {
    const code = "import { a } from './api.js'\nimport { b } from '../../shared/api/request.js'\nexport const y = [a, b]\n"
    expect(await boundaryErrors('apps/console/src/features/groups/probe.ts', code)).toEqual([])
  })

  it('stops shared code depending on features or the app', async () => {
    const code = "import { a } from '../features/tasks/index.js'\nimport { b } from '../app/routes/feature-routes.js'\nexport const y = [a, b]\n"
    const errors = await boundaryErrors('apps/console/src/shared/probe.ts', code)
    expect(errors).toHaveLength(2)
  })

  it('stops packages importing apps, by path or by workspace name', async () => {
    const code = "import { a } from '../../../apps/server/src/config.js'\nimport { b } from '@yunying/server/src/config.js'\nexport const y = [a, b]\n"
    expect(await boundaryErrors('packages/contracts/src/probe.ts', code)).toHaveLength(2)
  })

  it('keeps the server and the console apart, including dynamic imports', async () => {
    const code = "export const load = () => import('../../console/src/main.js')\n"
    expect(await boundaryErrors('apps/server/src/probe.ts', code)).toEqual([expect.stringContaining('restricted zone')])
  })
})

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('server-layers/')).map((m) => m.message)
}

describe("the server's layers", () => {
  it('keeps SQL in repositories: no query builder or drizzle import in a service, route or plugin', async () => {
    const code = "import { eq } from 'drizzle-orm'\nexport const f = (db: any) => db.select().from(eq)\n"
    expect(await layerErrors('apps/server/src/modules/groups/probe.service.ts', code)).toHaveLength(2)
    expect(await layerErrors('apps/server/src/modules/groups/probe.routes.ts', "export const f = (tx: any) => tx.insert(1)\n")).toHaveLength(1)
    expect(await layerErrors('apps/server/src/plugins/probe.ts', "export const f = (db: any) => db.execute(1)\n")).toHaveLength(1)
  })

  it('lets repositories, export sources and tables build queries, and services import drizzle types', async () => {
    const code = "import { eq, type SQL } from 'drizzle-orm'\nexport const f = (db: any): SQL => db.select().from(eq)\n"
    expect(await layerErrors('apps/server/src/modules/groups/groups.repository.ts', code)).toEqual([])
    expect(await layerErrors('apps/server/src/modules/brands/probe-source.ts', code)).toEqual([])
    expect(await layerErrors('apps/server/src/modules/groups/probe.service.ts', "import type { SQL } from 'drizzle-orm'\nexport type X = SQL\n")).toEqual([])
    // A Map's delete is no query.
    expect(await layerErrors('apps/server/src/modules/groups/probe.service.ts', 'export const f = (m: Map<string, number>) => m.delete("a")\n')).toEqual([])
  })

  it("stops a module using another module's repository, routes or (outside repositories) table", async () => {
    const code =
      "import { findBrand } from '../brands/brands.repository.js'\nimport { brandsRoutes } from '../brands/brands.routes.js'\nimport { brands } from '../brands/brands.table.js'\nexport const x = [findBrand, brandsRoutes, brands]\n"
    const errors = await layerErrors('apps/server/src/modules/groups/groups.service.ts', code)
    expect(errors).toHaveLength(3)
    expect(errors[0]).toContain('only through its *.service.ts')
  })

  it("allows another module's service, the kernel's public files, type imports, and tables joined in a repository", async () => {
    const service =
      "import { createBrandsService } from '../brands/brands.service.js'\nimport { assertBrandInScope } from '../access/tenant-scope.js'\nimport type { BrandRecord } from '../brands/brands.repository.js'\nexport const x = [createBrandsService, assertBrandInScope] as unknown as BrandRecord\n"
    expect(await layerErrors('apps/server/src/modules/groups/groups.service.ts', service)).toEqual([])
    expect(await layerErrors('apps/server/src/modules/groups/groups.repository.ts', "import { brands } from '../brands/brands.table.js'\nexport const x = brands\n")).toEqual([])
  })

  it("stops a module, db/ or lib/ writing another module's table, by query builder or in SQL text", async () => {
    const code =
      "import { sessions } from '../auth/sessions.table.js'\nimport { accountOrgs } from '../access/access.table.js'\nimport { sql } from 'drizzle-orm'\n" +
      'export const f = async (tx: any) => {\n  await tx.update(sessions).set({ revokedAt: 1 })\n  await tx.insert(accountOrgs).values([])\n  await tx.delete(accountOrgs)\n  await tx.execute(sql`update groups set status = 1`)\n}\n'
    const errors = await layerErrors('apps/server/src/modules/groups/groups.repository.ts', code)
    expect(errors).toHaveLength(3)
    expect(errors[0]).toContain('writes sessions, a table of the auth module')
    const seedCode = "import { groups } from '../../modules/groups/groups.table.js'\nexport const f = (tx: any) => tx.insert(groups).values({})\n"
    expect(await layerErrors('apps/server/src/db/seed/probe.ts', seedCode)).toEqual([
      expect.stringContaining('seeds use a module only through its *.service.ts'),
      expect.stringContaining('writes groups, a table of the groups module'),
    ])
    const libCode = "import { groups } from '../modules/groups/groups.table.js'\nexport const f = (tx: any) => tx.update(groups)\n"
    expect(await layerErrors('apps/server/src/lib/probe.ts', libCode)).toEqual([expect.stringContaining('lib/ knows no module'), expect.stringContaining('writes groups')])
  })

  it('lets a module write its own tables and read (join) another module\'s', async () => {
    const code =
      "import { groups } from './groups.table.js'\nimport { brands } from '../brands/brands.table.js'\nimport { eq, sql } from 'drizzle-orm'\n" +
      'export const f = async (tx: any) => {\n  await tx.update(groups).set({ status: 1 }).where(eq(groups.id, brands.groupId))\n  await tx.select().from(brands)\n  await tx.execute(sql`update groups set status = 1 from brands b where b.group_id = groups.id`)\n}\n'
    expect(await layerErrors('apps/server/src/modules/groups/groups.repository.ts', code)).toEqual([])
    // db/ writes its own bookkeeping tables.
    const db = "import { seedSteps } from '../seed-steps.table.js'\nexport const f = (tx: any) => tx.insert(seedSteps).values({ name: 'x' })\n"
    expect(await layerErrors('apps/server/src/db/seed/probe.ts', db)).toEqual([])
  })

  it('keeps db/ and lib/ free of module code, and lets seeds call services', async () => {
    const code = "import { findGroup } from '../modules/groups/groups.repository.js'\nimport { createGroupsService } from '../modules/groups/groups.service.js'\nexport const x = [findGroup, createGroupsService]\n"
    expect(await layerErrors('apps/server/src/db/probe.ts', code)).toHaveLength(2)
    expect(await layerErrors('apps/server/src/lib/probe.ts', code)).toHaveLength(2)
    expect(await layerErrors('apps/server/src/db/probe.ts', "import type { GroupRecord } from '../modules/groups/groups.repository.js'\nexport type X = GroupRecord\n")).toEqual([])
    const seed = "import { markGroupConfigured } from '../../modules/groups/groups.service.js'\nimport { SYSTEM_ROLES } from '../../modules/access/system-roles.js'\nexport const x = [markGroupConfigured, SYSTEM_ROLES]\n"
    expect(await layerErrors('apps/server/src/db/seed/probe.ts', seed)).toEqual([])
  })

  it('holds the identity folders (access, accounts, auth, login) to the same rule as any module', async () => {
    const code = "import { revokeSessionsWhere } from '../auth/sessions.repository.js'\nexport const x = revokeSessionsWhere\n"
    expect(await layerErrors('apps/server/src/modules/accounts/operators.service.ts', code)).toEqual([expect.stringContaining('only through its *.service.ts')])
    const allowed = "import { revokeSessions } from '../auth/sessions.service.js'\nexport const x = revokeSessions\n"
    expect(await layerErrors('apps/server/src/modules/accounts/operators.service.ts', allowed)).toEqual([])
  })
})
