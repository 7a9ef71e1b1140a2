// Fails the build when the gzipped bundle outgrows its budget (externals are not counted).
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const LIMIT_KB = 40
const file = new URL('../dist/index.js', import.meta.url)
const gzipped = gzipSync(readFileSync(file), { level: 9 }).length
const kb = (gzipped / 1024).toFixed(1)

if (gzipped > LIMIT_KB * 1024) {
  console.error(`dist/index.js is ${kb} KB gzipped, over the ${LIMIT_KB} KB limit`)
  process.exit(1)
}
console.log(`dist/index.js is ${kb} KB gzipped (limit ${LIMIT_KB} KB)`)
