// Bundles the server into dist/main.js (workspace packages inlined, npm dependencies left external)
// and copies the migrations beside it.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as esbuild from 'esbuild'

const here = path.dirname(fileURLToPath(import.meta.url))
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'))
// esbuild itself: lib/worker-entry.ts uses it only when the server runs from its sources.
const external = [...Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@yunying/')), 'esbuild']
const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: here, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()
  } catch {
    return 'unknown'
  }
})()

// Worker entries are files of dist/ too, beside the chunks, where lib/worker-entry.ts finds them.
const workers = { 'export-worker': 'src/modules/exports/export-worker.ts' }
const entries = { main: 'src/main.ts', 'seed-cli': 'src/db/seed/cli.ts', ...workers }
fs.rmSync(path.join(here, 'dist'), { recursive: true, force: true })
await esbuild.build({
  entryPoints: entries,
  absWorkingDir: here,
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  conditions: ['source'],
  external,
  sourcemap: true,
  logLevel: 'warning',
  define: { __BUILD_INFO__: JSON.stringify({ name: pkg.name, version: pkg.version, commit }) },
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
})
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(here, 'dist/migrations'), { recursive: true })
console.log(`server bundled to ${path.relative(process.cwd(), path.join(here, 'dist'))} (${pkg.version}, ${commit})`)
