// Runs npm scripts at the same time and fails if any fails: `node scripts/parallel.mjs typecheck lint test:unit`.
// On two cores the type check, the linter and the unit tests each use one core at most and spend part of
// their time reading files, so together they finish in about the time of the longest alone. Each one's
// output is printed whole when it ends, under a heading with its time, so logs stay readable.
import { spawn } from 'node:child_process'

const names = process.argv.slice(2)
if (names.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script> [<npm script> …]')
  process.exit(2)
}

const started = performance.now()
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const t0 = performance.now()
        const child = spawn(npm, ['run', '--silent', name], { env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' }, stdio: ['ignore', 'pipe', 'pipe'] })
        const chunks = []
        child.stdout.on('data', (d) => chunks.push(d))
        child.stderr.on('data', (d) => chunks.push(d))
        child.on('close', (code, signal) => {
          const seconds = ((performance.now() - t0) / 1000).toFixed(0)
          const ok = code === 0
          process.stdout.write(`\n── ${name}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s ──\n`)
          process.stdout.write(Buffer.concat(chunks))
          resolve({ name, ok, seconds })
        })
      }),
  ),
)

const failed = results.filter((r) => !r.ok)
const total = ((performance.now() - started) / 1000).toFixed(0)
process.stdout.write(`\n${results.map((r) => `${r.name} ${r.seconds} s${r.ok ? '' : ' FAILED'}`).join(', ')}; ${total} s in all\n`)
process.exit(failed.length === 0 ? 0 : 1)
