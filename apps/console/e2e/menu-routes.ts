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

/** The page has settled: no request in flight and no skeleton showing. */
export const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('.ant-skeleton-active >> visible=true')).toHaveCount(0)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}
