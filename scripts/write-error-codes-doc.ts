import fs from 'node:fs'
import { renderErrorCodesDoc } from './error-codes-doc.js'

fs.writeFileSync(new URL('../docs/error-codes.md', import.meta.url), renderErrorCodesDoc())
process.stdout.write('docs/error-codes.md written\n')
