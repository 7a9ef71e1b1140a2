import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** The budget of the JavaScript a browser loads to show /login (issue 6): 300 KB gzipped. */
export const LOGIN_BUDGET_BYTES = 300 * 1024

interface ChunkLike {
  type: 'chunk'
  fileName: string
  code: string
  isEntry: boolean
  imports: string[]
  dynamicImports: string[]
  facadeModuleId: string | null
  moduleIds?: string[]
}
type BundleLike = Record<string, ChunkLike | { type: 'asset' }>

const LOGIN_PAGE = /\/features\/auth\/.*login[^/]*\.tsx?$/i

/**
 * The chunks /login needs before it can render: the entry and everything it imports statically, plus the
 * login page's lazy chunk and its static imports. Everything else (the frame, the features) must stay
 * out of it, in chunks loaded later.
 */
export const loginInitialChunks = (bundle: BundleLike): ChunkLike[] => {
  const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk')
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const picked = new Map<string, ChunkLike>()
  const add = (chunk: ChunkLike | undefined) => {
    if (!chunk || picked.has(chunk.fileName)) return
    picked.set(chunk.fileName, chunk)
    for (const name of chunk.imports) add(byName.get(name))
  }
  for (const entry of chunks.filter((c) => c.isEntry)) add(entry)
  const login = chunks.find((c) => c.facadeModuleId && LOGIN_PAGE.test(c.facadeModuleId.replace(/\\/g, '/')))
  if (!login) throw new Error('login budget: no chunk for the login page (features/auth/…login…) was found; is it still loaded lazily?')
  add(login)
  return [...picked.values()]
}

export const gzipSize = (code: string) => gzipSync(code).length

/** Fails `vite build` when /login's initial JavaScript is over the budget, and prints the figure. */
export const loginBudget = (budget = LOGIN_BUDGET_BYTES): Plugin => ({
  name: 'yunying:login-budget',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = loginInitialChunks(bundle as unknown as BundleLike).map((c) => ({ chunk: c, size: gzipSize(c.code) }))
    const total = chunks.reduce((sum, c) => sum + c.size, 0)
    const line = `/login initial JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${chunks.length} chunks (budget ${(budget / 1024).toFixed(0)} KB)`
    if (total > budget) {
      const biggest = chunks
        .sort((a, b) => b.size - a.size)
        .slice(0, 8)
        .map(({ chunk, size }) => `  ${(size / 1024).toFixed(1).padStart(6)} KB  ${chunk.fileName}  ${(chunk.moduleIds ?? []).slice(-3).map((m) => m.replace(/.*node_modules\//, '')).join(', ')}`)
      this.error(`${line}: over budget. Load the screen's dependencies lazily. Largest chunks:\n${biggest.join('\n')}`)
    }
    this.info(line)
  },
})
