/**
 * `npm run bench:start`: `npm start` on an existing build and data directory, as a user restarts
 * the product: the build check (no source changed, so no build) and the server's start, until it
 * says it is serving. Target (issue 15): within 3 s. The first run builds when the sources changed
 * and prepares the data directory; it is not counted.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const TARGET_MS = 3000
const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yy-bench-start-'))
const port = 18900 + Math.floor(Math.random() * 500)

const start = () =>
  new Promise<{ ms: number; built: boolean }>((resolve, reject) => {
    const t0 = performance.now()
    const child = spawn('npm', ['start', '--silent'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'Bench#2026pass' },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString()
      if (out.includes('serving http')) {
        const ms = performance.now() - t0
        process.kill(-child.pid!, 'SIGTERM')
        // npm may exit before the server it started: wait until the whole process group is gone (the data directory is free).
        const gone = async () => {
          for (;;) {
            try {
              process.kill(-child.pid!, 0)
            } catch {
              return
            }
            await new Promise((r) => setTimeout(r, 50))
          }
        }
        void gone().then(() => resolve({ ms, built: out.includes('building') }))
      }
    })
    child.once('exit', (code) => {
      if (!out.includes('serving http')) reject(new Error(`npm start exited with ${code}: ${out}`))
    })
    child.once('error', reject)
  })

const first = await start()
process.stdout.write(`first start${first.built ? ' (built)' : ''}: ${(first.ms / 1000).toFixed(2)} s, not counted\n`)
const times: number[] = []
for (let i = 0; i < RUNS; i++) {
  const run = await start()
  if (run.built) throw new Error('npm start rebuilt although no source changed')
  times.push(run.ms)
  process.stdout.write(`  run ${i + 1}: ${(run.ms / 1000).toFixed(2)} s\n`)
}
times.sort((a, b) => a - b)
const median = times[Math.floor(times.length / 2)]!
process.stdout.write(`\nnpm start on an existing build and data directory: median ${(median / 1000).toFixed(2)} s, worst ${(times.at(-1)! / 1000).toFixed(2)} s (target ≤ ${TARGET_MS / 1000} s: ${median <= TARGET_MS ? 'ok' : 'over'})\n`)
fs.rmSync(dataDir, { recursive: true, force: true })
