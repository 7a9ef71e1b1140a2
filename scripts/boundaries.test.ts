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
