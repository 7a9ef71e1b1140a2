import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every list page pages through the kit (`ListTable`): a page under `features/*\/pages` that imports
 * antd's `Pagination`, or renders an antd `Table` with a pager of its own (a `pagination` other than
 * `false`, or none, which is antd's default pager), builds its own and fails here.
 */
const FEATURES = path.resolve(import.meta.dirname, '../../../features')

/** Pages not on the kit (none: every list page moved, issue 22); a page listed here must still build its own pager. */
const NOT_MOVED_YET = new Set<string>([])

const pages = () =>
  fs
    .readdirSync(FEATURES)
    .flatMap((feature) => {
      const dir = path.join(FEATURES, feature, 'pages')
      return fs.existsSync(dir) ? fs.readdirSync(dir).map((file) => `${feature}/pages/${file}`) : []
    })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))

/** What in a page's source builds a pager outside the kit. */
export const ownPagers = (source: string): string[] => {
  const found: string[] = []
  if (/import\s*\{[^}]*\bPagination\b[^}]*\}\s*from\s*'antd'/.test(source)) found.push("imports antd's Pagination")
  for (const table of source.matchAll(/<Table\b[\s\S]*?(\/>|<\/Table>)/g)) {
    const pager = table[0].match(/\bpagination=\{([^}]*)\}/)
    if (!pager) found.push('an antd Table with its default pager')
    else if (pager[1]!.trim() !== 'false') found.push('an antd Table with its own pager')
  }
  return found
}

describe('list pages', () => {
  it('tells a page that builds its own pager from one that does not', () => {
    expect(ownPagers("import { Pagination } from 'antd'")).toEqual(["imports antd's Pagination"])
    expect(ownPagers('<Table rowKey="id" pagination={{ current: 1 }} />')).toEqual(['an antd Table with its own pager'])
    expect(ownPagers('<Table rowKey="id" />')).toEqual(['an antd Table with its default pager'])
    expect(ownPagers('<Table rowKey="id" pagination={false} />')).toEqual([])
    expect(ownPagers('<ListTable state={list} query={rows} />')).toEqual([])
  })

  it('page through the kit', () => {
    const offenders = pages()
      .filter((page) => !NOT_MOVED_YET.has(page))
      .flatMap((page) => ownPagers(fs.readFileSync(path.join(FEATURES, page), 'utf8')).map((what) => `${page}: ${what}`))
    expect(offenders).toEqual([])
  })

  it('lists only pages that still build their own pager as not moved', () => {
    const moved = [...NOT_MOVED_YET].filter((page) => !fs.existsSync(path.join(FEATURES, page)) || ownPagers(fs.readFileSync(path.join(FEATURES, page), 'utf8')).length === 0)
    expect(moved).toEqual([])
  })
})
