import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderApiDoc } from '../src/lib/api-doc.js'
import { fileTestApp } from './factories/accounts.js'

describe('docs/api.md', () => {
  const t = fileTestApp()

  it('lists every route the server answers (run npm run docs:api after a change)', () => {
    const doc = fs.readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8')
    expect(doc).toBe(renderApiDoc(t.app))
    expect(doc).toContain('| POST | `/sellers/exclude/login` |')
  })
})
