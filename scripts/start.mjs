// `npm start`: builds only when a source changed since the last build, then serves the built
// product (apps/server/dist/main.js) in this process. The fingerprint of the build's inputs (each
// file's path, size and modification time) is kept beside the bundle; a clean clone, a pull or an
// edit changes it and builds again.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const STAMP = path.join(root, 'apps/server/dist/.build-inputs')
const OUTPUTS = ['apps/server/dist/main.js', 'apps/console/dist/index.html', 'packages/form-kit/dist']
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'apps/console/src',
  'apps/console/public',
  'apps/console/index.html',
  'apps/console/vite.config.ts',
  'apps/console/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/form-kit/src',
  'packages/form-kit/vite.config.ts',
  'packages/form-kit/package.json',
]
const SKIP = /(^|\/)(node_modules|dist)(\/|$)|\.test\.tsx?$/

const fingerprint = () => {
  const hash = createHash('sha256')
  const walk = (rel) => {
    const abs = path.join(root, rel)
    let stat
    try {
      stat = fs.statSync(abs)
    } catch {
      return
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) {
        const child = `${rel}/${name}`
        if (!SKIP.test(child)) walk(child)
      }
    } else hash.update(`${rel}\0${stat.size}\0${Math.trunc(stat.mtimeMs)}\n`)
  }
  for (const input of INPUTS) walk(input)
  return hash.digest('hex')
}

const current = fingerprint()
const built = OUTPUTS.every((o) => fs.existsSync(path.join(root, o))) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === current
if (built) {
  console.log('build is up to date: serving it')
} else {
  console.log('sources changed since the last build (or there is none): building')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' })
  if (result.status !== 0) process.exit(result.status ?? 1)
  fs.writeFileSync(STAMP, current)
}
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href)
