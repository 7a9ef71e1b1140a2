import { type Page } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import type { MenuNode } from '@yunying/contracts'
import { expect } from './fixtures.js'

/** Every page path of the operator's PC menu, hidden pages included. */
export const pagePaths = (nodes: readonly MenuNode[], out: string[] = []): string[] => {
  for (const n of nodes) {
    if (n.type === 2 && n.clientType === 1 && n.path && !out.includes(n.path)) out.push(n.path)
    pagePaths(n.items, out)
  }
  return out
}

/**
 * The routes docs/shell.md lists as rendering "not open yet" (the console's spec-routes test keeps
 * that table true): they all show the same placeholder.
 */
export const notInstalled = (() => {
  const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/shell.md'), 'utf8')
  const table = doc.slice(doc.indexOf('## Routes that render "not installed"'))
  return new Set([...table.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!))
})()

/**
 * The page has settled: no request in flight, its screen's code loaded, and neither a skeleton nor a
 * table's loading spinner showing. On a slow machine the network falls quiet while the console is still
 * parsing its code, before the screen's own chunk and data are asked for: a sweep that counted after the
 * network alone saw 2 of the 37 tables and half the date pickers of a CI run, and checked nothing on the rest.
 */
export const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[data-route-loading]')).toHaveCount(0)
  await expect(page.locator('.ant-skeleton-active >> visible=true')).toHaveCount(0)
  await expect(page.locator('.ant-table-wrapper .ant-spin-spinning >> visible=true')).toHaveCount(0)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}
