import { toChinaDate } from '../../lib/china-time.js'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { AppError } from '../../lib/app-error.js'

const TITLES = { agreement: '服务协议', privacy: '隐私政策' } as const
type Doc = keyof typeof TITLES

const here = path.dirname(fileURLToPath(import.meta.url))
// The documents ship in apps/server/legal; LEGAL_DIR points at a company's own versions.
const BUILT_IN = [path.resolve(here, '../legal'), path.resolve(here, '../../../legal')]

export const createLegalDocs = (dir: string | undefined) => ({
  async read(doc: Doc) {
    const dirs = dir ? [path.resolve(dir)] : BUILT_IN
    for (const base of dirs) {
      const file = path.join(base, `${doc}.md`)
      const stat = await fs.promises.stat(file).catch(() => null)
      if (stat) return { title: TITLES[doc], markdown: await fs.promises.readFile(file, 'utf8'), updatedAt: toChinaDate(stat.mtime) }
    }
    throw new AppError('NOT_FOUND', `${TITLES[doc]}尚未发布`)
  },
})

export type LegalDocs = ReturnType<typeof createLegalDocs>
