import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderApiDoc } from '../src/lib/api-doc.js'
import { createTestApp, type TestApp } from './build-app.js'

describe('docs/api.md', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('lists every route the server answers (run npm run docs:api after a change)', () => {
    const doc = fs.readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8')
    expect(doc).toBe(renderApiDoc(t.app))
    expect(doc).toContain('| POST | `/sellers/exclude/login` |')
  })
})
