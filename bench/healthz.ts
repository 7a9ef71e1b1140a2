/**
 * `npm run bench:healthz`: start-up time of the built server on an existing data directory,
 * and /healthz latency. Targets (issue 2): start < 3 s, /healthz < 20 ms.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const main = path.resolve('apps/server/dist/main.js')
if (!fs.existsSync(main)) {
  console.error('build first: npm run build')
  process.exit(1)
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yy-bench-healthz-'))
const port = 18400 + Math.floor(Math.random() * 500)

const start = () =>
  new Promise<{ ms: number; stop: () => Promise<void> }>((resolve, reject) => {
    const t0 = performance.now()
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'Bench#2026pass' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString()
      if (out.includes('serving http')) {
        resolve({
          ms: performance.now() - t0,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done())
              child.kill('SIGTERM')
            }),
        })
      }
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)))
  })

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

const first = await start()
console.log(`first start (creates the database, migrates, seeds): ${(first.ms / 1000).toFixed(2)} s`)
await first.stop()

const starts: number[] = []
for (let i = 0; i < 5; i++) {
  const run = await start()
  starts.push(run.ms)
  if (i < 4) await run.stop()
  else {
    const times: number[] = []
    for (let j = 0; j < 50; j++) await fetch(`http://127.0.0.1:${port}/healthz`)
    for (let j = 0; j < 2000; j++) {
      const t0 = performance.now()
      const res = await fetch(`http://127.0.0.1:${port}/healthz`)
      await res.arrayBuffer()
      times.push(performance.now() - t0)
    }
    times.sort((a, b) => a - b)
    await run.stop()
    starts.sort((a, b) => a - b)
    console.log(`start on an existing data directory: median ${(percentile(starts, 50) / 1000).toFixed(2)} s, max ${(starts.at(-1)! / 1000).toFixed(2)} s (target < 3 s)`)
    console.log(`/healthz over 2000 requests: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms (target < 20 ms)`)
  }
}
fs.rmSync(dataDir, { recursive: true, force: true })
