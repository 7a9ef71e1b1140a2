// `npm run dev`: the API server (restarts on change) and the Vite dev server (hot reload) together.
// Either exiting stops the other; Ctrl-C stops both.
import { spawn } from 'node:child_process'

const run = (name, color, command, args, options = {}) => {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
  const prefix = `\x1b[${color}m[${name}]\x1b[0m `
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = ''
    stream.on('data', (chunk) => {
      buffer += chunk
      const lines = buffer.split('\n')
      buffer = lines.pop()
      for (const line of lines) process.stdout.write(prefix + line + '\n')
    })
  }
  return child
}

const server = run('server', 36, process.execPath, ['--conditions=source', '--import', 'tsx', '--watch', 'src/main.ts'], {
  cwd: 'apps/server',
  env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
})
const web = run('console', 35, process.execPath, ['node_modules/vite/bin/vite.js'], { cwd: 'apps/console' })
process.stdout.write('console with hot reload: http://127.0.0.1:5173 (API on http://127.0.0.1:8080)\n')

const stopAll = () => {
  for (const child of [server, web]) if (child.exitCode === null) child.kill('SIGTERM')
}
for (const child of [server, web]) child.on('exit', (code) => {
  stopAll()
  process.exitCode = code ?? 0
})
process.on('SIGINT', stopAll)
process.on('SIGTERM', stopAll)
