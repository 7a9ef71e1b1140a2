import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// Lints snippets as if they lived at real paths, through the project's own config.
const root = path.resolve(import.meta.dirname, '..')
const eslint = new ESLint({ cwd: root })

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/no-restricted-paths').map((m) => m.message)
}

describe('import boundaries of the style guide', () => {
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
})
