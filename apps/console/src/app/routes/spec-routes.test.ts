import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { authPublicRoutes, authSignedInRoutes } from '../../features/auth/routes.js'
import { FEATURE_ROUTES } from './feature-routes.js'
import { PUBLIC_SPEC_ROUTES, SPEC_ROUTES } from './spec-routes.js'

const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../../docs/shell.md'), 'utf8')
const table = doc.slice(doc.indexOf('## Routes that render "not installed"'))
const documented = new Map([...table.matchAll(/^\| `([^`]+)` \|[^|]*\| *([^|]*?) *\|$/gm)].map((m) => [m[1]!, m[2]!]))

describe('docs/shell.md lists the routes that render "not installed"', () => {
  const built = new Set([...FEATURE_ROUTES, ...authPublicRoutes, ...authSignedInRoutes].map((r) => r.path))
  const notInstalled = [...PUBLIC_SPEC_ROUTES, ...SPEC_ROUTES].filter((r) => !built.has(r.path)).map((r) => r.path)

  it('lists every specified route that no feature builds (update the table when a feature registers one)', () => {
    expect(notInstalled.filter((p) => !documented.has(p))).toEqual([])
  })

  it('lists no route that a feature builds', () => {
    expect([...documented.keys()].filter((p) => built.has(p))).toEqual([])
  })

  it('has no duplicate paths in the specified routes', () => {
    const paths = [...PUBLIC_SPEC_ROUTES, ...SPEC_ROUTES].map((r) => r.path)
    expect(paths.length).toBe(new Set(paths).size)
  })
})
