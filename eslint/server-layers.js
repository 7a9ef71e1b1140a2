// The server's layers (docs/style.md): SQL only in repositories, and a module reaches another only
// through that module's service. Paths only, like boundaries.js: no resolver plugin needed.
import fs from 'node:fs'
import path from 'node:path'

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname))
const serverDir = path.join(root, 'apps/server/src')
const modulesDir = path.join(serverDir, 'modules')

/** Files any module may use besides services: the access kernel's public API and the job runner. */
const PUBLIC_FILES = new Set([
  'access/tenant-scope.ts',
  'access/route-access.ts',
  'access/signed-access.ts',
  'access/grants.ts',
  'access/system-roles.ts',
  'auth/session-context.ts',
  'jobs/job-runner.ts',
])

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

/** A server file's path from `apps/server/src`, with forward slashes. */
const serverPath = (file) => path.relative(serverDir, file).split(path.sep).join('/')

/**
 * Where a file outside the modules stands: `db/` (the connection, migrations, its bookkeeping
 * tables) and `lib/` know no module; base data and demo seeds (`db/base/`, `db/seed/`) use modules
 * through their services; the app's composition (`app.ts`, `main.ts`, `plugins/`) is free (null).
 */
const placeOf = (file) => {
  const relative = serverPath(file)
  if (/^db\/(base|seed)\//.test(relative)) return 'seeds'
  if (relative.startsWith('db/')) return 'db'
  if (relative.startsWith('lib/')) return 'lib'
  return null
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
    if (!self) return outsideBoundaries(context)
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return
      const target = moduleOf(path.resolve(path.dirname(file), source.value).replace(/\.js$/, '.ts'))
      if (!target || target.name === self.name || isTypeOnly(node)) return
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

/** `db/` and `lib/` import no module (type-only imports aside); seeds import only services and the kernel's public files. */
const outsideBoundaries = (context) => {
  const file = context.filename
  const place = placeOf(file)
  if (place === null) return {}
  const check = (node, source) => {
    if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return
    const target = moduleOf(path.resolve(path.dirname(file), source.value).replace(/\.js$/, '.ts'))
    if (!target || isTypeOnly(node)) return
    if (place === 'seeds') {
      if (PUBLIC_FILES.has(`${target.name}/${target.rest}`) || target.rest.endsWith('.service.ts')) return
      context.report({ node: source, message: `"${source.value}": seeds use a module only through its *.service.ts (the owner exposes a seeding function there).` })
      return
    }
    context.report({ node: source, message: `"${source.value}": ${place}/ knows no module; the module's own code (or the app's composition) uses ${place}/, never the other way.` })
  }
  return {
    ImportDeclaration: (node) => check(node, node.source),
    ExportNamedDeclaration: (node) => check(node, node.source),
    ExportAllDeclaration: (node) => check(node, node.source),
    ImportExpression: (node) => check(node, node.source),
  }
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

/**
 * Who owns a file's tables: the module whose folder holds it; `db` for `db/` (its own bookkeeping
 * tables, `db/*.table.ts`: it knows no module); nobody for `lib/`, `plugins/` and the app's root files.
 */
const ownerOf = (file) => {
  const self = moduleOf(file)
  if (self) return self.name
  const relative = path.relative(serverDir, file)
  return relative.split(path.sep)[0] === 'db' ? 'db' : null
}

const listTableFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : listTableFiles(full)
    return entry.name.endsWith('.table.ts') ? [full] : []
  })

/** SQL table name → owning module, read from every `*.table.ts` once (for writes in raw SQL text). */
let sqlOwners = null
const sqlTableOwners = () => {
  if (sqlOwners) return sqlOwners
  sqlOwners = new Map()
  for (const file of fs.existsSync(serverDir) ? listTableFiles(serverDir) : []) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/pgTable\(\s*['"]([a-z0-9_]+)['"]/g)) sqlOwners.set(match[1], ownerOf(file))
  }
  return sqlOwners
}

const WRITE_METHODS = new Set(['insert', 'update', 'delete'])
const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z0-9_]+)"?/gi

/** @type {import('eslint').Rule.RuleModule} */
const tableOwner = {
  meta: {
    type: 'problem',
    docs: { description: 'A table is written only by the module that owns it (the folder of its *.table.ts)' },
    schema: [],
  },
  create(context) {
    const file = context.filename
    if (!file.startsWith(serverDir + path.sep)) return {}
    const owner = ownerOf(file)
    /** Local name → owning module of the table it was imported as (`import { brands } from '../brands/brands.table.js'`). */
    const imported = new Map()
    const message = (table, tableOwnerName) =>
      `writes ${table}, a table of ${tableOwnerName === 'db' ? 'db/' : `the ${tableOwnerName} module`}: only its owner writes it; call the owner's service (it takes an optional transaction).`
    return {
      ImportDeclaration(node) {
        const source = node.source.value
        if (typeof source !== 'string' || !source.startsWith('.')) return
        const target = path.resolve(path.dirname(file), source).replace(/\.js$/, '.ts')
        if (!target.endsWith('.table.ts')) return
        const targetOwner = ownerOf(target)
        if (targetOwner === null || targetOwner === owner) return
        for (const specifier of node.specifiers) imported.set(specifier.local.name, targetOwner)
      },
      CallExpression(node) {
        const callee = node.callee
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !WRITE_METHODS.has(callee.property.name)) return
        const [table] = node.arguments
        const name = table?.type === 'Identifier' ? table.name : table?.type === 'MemberExpression' && table.object.type === 'Identifier' ? table.object.name : null
        const targetOwner = name === null ? undefined : imported.get(name)
        if (targetOwner) context.report({ node, message: message(table.type === 'Identifier' ? name : context.sourceCode.getText(table), targetOwner) })
      },
      TemplateLiteral(node) {
        const owners = sqlTableOwners()
        for (const quasi of node.quasis) {
          for (const match of quasi.value.cooked?.matchAll(SQL_WRITE) ?? []) {
            const tableName = match[1].toLowerCase()
            const targetOwner = owners.get(tableName)
            if (targetOwner !== undefined && targetOwner !== owner) context.report({ node: quasi, message: message(tableName, targetOwner) })
          }
        }
      },
    }
  },
}

export default { rules: { 'module-boundaries': moduleBoundaries, 'sql-in-repositories': sqlInRepositories, 'table-owner': tableOwner } }
