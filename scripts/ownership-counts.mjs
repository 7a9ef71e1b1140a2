// `npm run ownership`: the counts of issue 21 §2, reproducible by anyone. Each line is
// `<count>  <what>`, followed by the files counted. The lint rules of eslint/server-layers.js do the
// finding, so these counts and `npm run lint` agree.
import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'

const root = path.resolve(import.meta.dirname, '..')
const serverSrc = path.join(root, 'apps/server/src')
const relative = (file) => path.relative(serverSrc, file).split(path.sep).join('/')

const listTs = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : listTs(full)
    return /\.(ts|mts|mjs|js)$/.test(entry.name) ? [full] : []
  })

const files = listTs(serverSrc)
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { rules: { 'server-layers/table-owner': 'error', 'server-layers/module-boundaries': 'error' } },
})
const results = await eslint.lintFiles(files)
const reported = (filter) =>
  results.filter((r) => r.messages.some(filter)).map((r) => relative(r.filePath)).sort()

const writers = reported((m) => m.ruleId === 'server-layers/table-owner')
const dbImports = reported((m) => m.ruleId === 'server-layers/module-boundaries' && m.message.includes('knows no module')).filter((f) => f.startsWith('db/'))
const libImports = reported((m) => m.ruleId === 'server-layers/module-boundaries' && m.message.includes('knows no module')).filter((f) => f.startsWith('lib/'))

/** `new Worker(…)` given its code as a string (`eval: true`, a string or template literal, a data: URL) rather than a file. */
const stringWorkers = files
  .filter((file) => {
    // Comments may describe a worker; only code counts.
    const text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
    return [...text.matchAll(/new Worker\(/g)].some((match) => {
      const call = text.slice(match.index, match.index + 600)
      return /eval\s*:\s*true/.test(call) || /^new Worker\(\s*(['"`]|new URL\(\s*['"`]data:)/.test(call)
    })
  })
  .map(relative)

const line = (count, what, list) => {
  process.stdout.write(`${String(count).padStart(3)}  ${what}\n`)
  for (const file of list) process.stdout.write(`       ${file}\n`)
}

line(writers.length, "server files that write another module's table (seeds and base data included)", writers)
const seedImports = reported((m) => m.ruleId === 'server-layers/module-boundaries' && m.message.startsWith('"') && m.message.includes('seeds use a module'))
line(seedImports.length, "seed and base-data files (db/base, db/seed) using a module's code other than its service", seedImports)
line(dbImports.length, 'db/ files (outside seeds) importing module code', dbImports)
line(libImports.length, 'lib/ files importing module code', libImports)
line(stringWorkers.length, 'workers running source from a string', stringWorkers)
