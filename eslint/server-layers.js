// The server's layers (docs/style.md): SQL only in repositories, and a module reaches another only
// through that module's service. Paths only, like boundaries.js: no resolver plugin needed.
import path from 'node:path'

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname))
const modulesDir = path.join(root, 'apps/server/src/modules')

/** Files any module may use besides services: the access kernel's public API and the job runner. */
const PUBLIC_FILES = new Set([
  'access/tenant-scope.ts',
  'access/route-access.ts',
  'access/grants.ts',
  'access/system-roles.ts',
  'auth/session-context.ts',
  'jobs/job-runner.ts',
])

/** Identity: one kernel split into folders (who you are, how you sign in, what you may do); its folders share internals. */
const IDENTITY = new Set(['access', 'accounts', 'auth', 'login'])

/**
 * Files that may build queries: repositories, export sources and chunk readers (SQL text for COPY),
 * condition builders (`*-filters.ts`, the tenant scope) and table definitions.
 */
const writesSql = (file) =>
  /\.repository\.ts$|-source\.ts$|\/exports\/chunk-reader\.ts$|-filters\.ts$|\.table\.ts$|\/access\/tenant-scope\.ts$/.test(file)

/** Composition roots (`*.module.ts`, `register-*.ts`) wire other modules' routes and services together. */
const composes = (file) => /\.module\.ts$|\/register-[^/]+\.ts$/.test(file)

/** `modules/<name>/<rest>` of a path inside the server's modules, or null. */
const moduleOf = (file) => {
  const relative = path.relative(modulesDir, file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null
  const [name, ...rest] = relative.split(path.sep)
  return rest.length ? { name, rest: rest.join('/') } : null
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'))

/** @type {import('eslint').Rule.RuleModule} */
const moduleBoundaries = {
  meta: { type: 'problem', docs: { description: 'A server module uses another only through its service' }, schema: [] },
  create(context) {
    const file = context.filename
    const self = moduleOf(file)
    if (!self) return {}
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return
      const target = moduleOf(path.resolve(path.dirname(file), source.value).replace(/\.js$/, '.ts'))
      if (!target || target.name === self.name || isTypeOnly(node)) return
      if (IDENTITY.has(self.name) && IDENTITY.has(target.name)) return
      const rel = `${target.name}/${target.rest}`
      if (PUBLIC_FILES.has(rel) || target.rest.endsWith('.service.ts')) return
      if (composes(file) && /\.routes\.ts$|-source\.ts$/.test(target.rest)) return
      if (target.rest.endsWith('.table.ts') && writesSql(file)) return
      context.report({
        node: source,
        message: target.rest.endsWith('.table.ts')
          ? `"${source.value}": another module's table may be joined only in a repository or export source; elsewhere use that module's service.`
          : `"${source.value}": a module uses another module only through its *.service.ts (or the access kernel's public files), never its ${target.rest.replace(/^.*\./, '').replace('.ts', '')} file.`,
      })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    }
  },
}

const QUERY_METHODS = new Set(['select', 'selectDistinct', 'selectDistinctOn', 'insert', 'update', 'delete', 'execute', 'with'])

/** @type {import('eslint').Rule.RuleModule} */
const sqlInRepositories = {
  meta: { type: 'problem', docs: { description: 'SQL only in repositories (and export sources)' }, schema: [] },
  create(context) {
    const file = context.filename
    if (!file.startsWith(path.join(root, 'apps/server/src/'))) return {}
    if (!moduleOf(file) && !file.includes('/apps/server/src/plugins/')) return {}
    if (writesSql(file)) return {}
    return {
      ImportDeclaration(node) {
        if (/^drizzle-orm(\/|$)/.test(node.source.value) && !isTypeOnly(node)) {
          context.report({ node: node.source, message: 'SQL belongs in a repository: import drizzle-orm there, not here (type-only imports are fine).' })
        }
      },
      CallExpression(node) {
        const callee = node.callee
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !QUERY_METHODS.has(callee.property.name)) return
        const object = callee.object
        if (object.type === 'Identifier' && /^(db|tx|trx)$/.test(object.name)) {
          context.report({ node, message: `${object.name}.${callee.property.name}(…): queries belong in the module's repository.` })
        }
      },
    }
  },
}

export default { rules: { 'module-boundaries': moduleBoundaries, 'sql-in-repositories': sqlInRepositories } }
