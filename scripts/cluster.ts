/**
 * `npm run cluster [-- --instances 3 --port 8080 --source]`: the balanced topology of issue 29 on
 * this machine. Several server instances on one PostgreSQL database (DATABASE_URL, default the
 * local server's `yunying_cluster`, created when missing) and one Redis (REDIS_URL), behind HAProxy
 * health-checked on /readyz, serving the console on one port. Ctrl-C drains and stops everything.
 * The built server is used (`npm run build` first); `--source` runs it from the sources instead.
 */
import fs from 'node:fs'
import path from 'node:path'
import { HAPROXY, createDatabase, instanceEnv, startBalancer, startInstance, type Instance } from '../apps/server/test/cluster-topology.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback
}
const count = Number(option('instances', '3'))
const port = Number(option('port', '8080'))
const fromSource = args.includes('--source')
if (!Number.isInteger(count) || count < 1 || count > 8) throw new Error('--instances takes 1 to 8')
if (!Number.isInteger(port) || port < 1 || port + count > 65535) throw new Error('--port takes a free port; the instances use the next ones')

const BUILT = path.join(ROOT, 'apps/server/dist/main.js')
const serverArgs = fromSource ? ['--conditions=source', '--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')] : [BUILT]
if (!fromSource && !fs.existsSync(BUILT)) {
  process.stderr.write(`${BUILT} is missing: run \`npm run build\` first (or \`npm run cluster -- --source\`)\n`)
  process.exit(1)
}
if (!fs.existsSync(HAPROXY)) {
  process.stderr.write(`HAProxy is not installed (${HAPROXY}): apt-get install haproxy\n`)
  process.exit(1)
}

const given = process.env.DATABASE_URL
const databaseUrl = given ?? (await createDatabase('postgres://postgres@127.0.0.1:5432/postgres', 'yunying_cluster'))
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data-cluster'))
fs.mkdirSync(dataDir, { recursive: true })

const passthrough = Object.fromEntries(
  Object.entries(process.env).filter(([k, v]) => v !== undefined && !['DATABASE_URL', 'REDIS_URL', 'DATA_DIR', 'PORT', 'HOST'].includes(k)),
) as Record<string, string>
const env = instanceEnv({ databaseUrl, redisUrl, dataDir, extra: passthrough })
const show = (name: string) => (text: string) => {
  for (const line of text.split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`)
}

const servers = Array.from({ length: count }, (_, i) => ({ name: `s${i + 1}`, port: port + 1 + i }))
const instances: Instance[] = []
process.stdout.write(`cluster: ${count} instance(s) on ${databaseUrl.replace(/\/\/[^@]*@/, '//')} and ${redisUrl}, files in ${dataDir}\n`)
// The first instance migrates, applies base data and seeds the demo; the others start after it.
instances.push(await startInstance({ ...servers[0]!, args: serverArgs, cwd: ROOT, env, onOutput: show(servers[0]!.name) }))
instances.push(
  ...(await Promise.all(
    servers.slice(1).map((s) => startInstance({ ...s, args: serverArgs, cwd: ROOT, env: { ...env, SEED_DEMO: 'false' }, onOutput: show(s.name) })),
  )),
)
const runDir = fs.mkdtempSync(path.join(dataDir, 'haproxy-'))
const balancer = await startBalancer({ port, servers, socket: path.join(runDir, 'haproxy.sock'), dir: runDir })
await balancer.waitFor(
  servers.map((s) => s.name),
  'UP',
)
process.stdout.write(
  `\nthe console through HAProxy: http://127.0.0.1:${port}\n` +
    servers.map((s) => `  ${s.name} http://127.0.0.1:${s.port}`).join('\n') +
    `\nHAProxy's view: echo "show stat" | socat stdio ${path.join(runDir, 'haproxy.sock')}\nCtrl-C drains and stops all.\n`,
)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  process.stdout.write('cluster: draining the instances (SIGTERM), then stopping HAProxy\n')
  await Promise.all(
    instances.map(async (i) => {
      if (i.child.exitCode === null) i.child.kill('SIGTERM')
      await i.exited
    }),
  )
  await balancer.stop()
  fs.rmSync(runDir, { recursive: true, force: true })
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
for (const i of instances) void i.exited.then((code) => !stopping && process.stdout.write(`cluster: ${i.name} exited (${code}); HAProxy sends to the others\n`))
