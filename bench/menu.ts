/**
 * `npm run bench:menu`: the console's menu on a generated 500-node, four-level tree, in Chromium.
 * Builds apps/console/bench/menu-harness.tsx with Vite, serves it on 127.0.0.1 and prints:
 *  - building the menu model and routes and rendering the menus (target < 50 ms, median of 15 cold runs);
 *  - switching to a kept-alive page from its menu entry until it is painted (target < 100 ms, median of 30).
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'

// Vite and its React plugin are the console's own dependencies.
const fromConsole = createRequire(path.resolve('apps/console/package.json'))
const load = async (name: string) => import(pathToFileURL(fromConsole.resolve(name)).href)
const { build } = (await load('vite')) as { build: (config: Record<string, unknown>) => Promise<unknown> }
const react = ((await load('@vitejs/plugin-react')) as { default: () => unknown }).default

const root = path.resolve('apps/console/bench')
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yy-bench-menu-'))
await build({
  root,
  logLevel: 'warn',
  plugins: [react()],
  resolve: { conditions: ['source'] },
  define: { 'process.env.NODE_ENV': '"production"' },
  build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000, rolldownOptions: { input: path.join(root, 'menu.html') } },
})

const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' }
const server = http.createServer((req, res) => {
  const file = path.join(outDir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))
  const target = fs.existsSync(file) && fs.statSync(file).isFile() ? file : path.join(outDir, 'menu.html')
  res.writeHead(200, { 'content-type': types[path.extname(target)] ?? 'application/octet-stream' })
  fs.createReadStream(target).pipe(res)
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const port = (server.address() as { port: number }).port

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
interface Figures {
  median: number
  max: number
  runs: number
}
interface Result {
  error?: string
  nodes: number
  routes: number
  buildRoutes: Figures
  buildAndRender: Figures
  withFirstPage: Figures
  switchToKeptPage: Figures & { keptPages: number }
}
let result: Result
try {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1000 } })
  await page.goto(`http://127.0.0.1:${port}/menu.html`)
  await page.waitForFunction(() => (window as unknown as { benchResult?: unknown }).benchResult, undefined, { timeout: 120_000 })
  result = await page.evaluate(() => (window as unknown as { benchResult: Result }).benchResult)
} finally {
  await browser.close()
  server.close()
  fs.rmSync(outDir, { recursive: true, force: true })
}
if (result.error) {
  console.error(`bench:menu failed in the browser: ${result.error}`)
  process.exit(1)
}
const ms = (v: number) => `${v.toFixed(1)} ms`
const BUILD_TARGET = 50
const SWITCH_TARGET = 100
const rows: Array<[string, string, string]> = [
  ['menu nodes', String(result.nodes), ''],
  ['routes built', String(result.routes), ''],
  ['build menu model + routes (median)', ms(result.buildRoutes.median), `max ${ms(result.buildRoutes.max)}`],
  ['build routes + render menu (median)', ms(result.buildAndRender.median), `target < ${BUILD_TARGET} ms, max ${ms(result.buildAndRender.max)}, ${result.buildAndRender.runs} cold runs`],
  ['  … and the first page (median)', ms(result.withFirstPage.median), `for reference: a 100-row list page with an antd input`],
  ['switch to a keep-alive page (median)', ms(result.switchToKeptPage.median), `target < ${SWITCH_TARGET} ms, max ${ms(result.switchToKeptPage.max)}, ${result.switchToKeptPage.runs} switches, ${result.switchToKeptPage.keptPages} pages kept`],
]
for (const [name, value, note] of rows) console.log(`${name.padEnd(40)} ${value.padStart(10)}  ${note}`)
const ok = result.buildAndRender.median < BUILD_TARGET && result.switchToKeptPage.median < SWITCH_TARGET
console.log(ok ? 'bench:menu: within targets' : 'bench:menu: OVER TARGET')
process.exit(ok ? 0 : 1)
