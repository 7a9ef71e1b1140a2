import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../apps/server/src/app.js'
import { loadConfig } from '../apps/server/src/config.js'
import { openDatabase } from '../apps/server/src/db/client.js'
import { renderApiDoc } from '../apps/server/src/lib/api-doc.js'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yy-apidoc-'))
const database = await openDatabase({ dataDir: 'memory://' })
const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database })
await app.ready()
fs.writeFileSync(new URL('../docs/api.md', import.meta.url), renderApiDoc(app))
await app.close()
await database.close()
fs.rmSync(dataDir, { recursive: true, force: true })
process.stdout.write('docs/api.md written\n')
