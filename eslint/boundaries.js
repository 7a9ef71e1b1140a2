// A local rule for the dependency direction of STYLE.md.
//
// eslint-plugin-import-x did this before, but it pulls in unrs-resolver, whose
// per-platform bindings this machine's registry does not carry; npm 11 then writes
// a lock file that `npm ci` refuses. The zones here only need paths, so a small rule
// that resolves relative imports and workspace package names does the whole job.
import path from 'node:path'

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname))

/** Workspace package names and the folders they live in. */
const workspaces = {
  '@yunying/contracts': 'packages/contracts',
  '@yunying/form-kit': 'packages/form-kit',
  '@yunying/server': 'apps/server',
  '@yunying/console': 'apps/console',
}

const inside = (file, folder) => {
  const relative = path.relative(folder, file)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}

function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier)
  for (const [name, folder] of Object.entries(workspaces)) {
    if (specifier === name || specifier.startsWith(`${name}/`)) return path.join(root, folder, specifier.slice(name.length))
  }
  return undefined
}

/** @type {import('eslint').Rule.RuleModule} */
const restrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that cross a layer boundary' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const zones = (context.options[0]?.zones ?? []).map((zone) => ({
      target: path.resolve(root, zone.target),
      from: path.resolve(root, zone.from),
      except: (zone.except ?? []).map((except) => path.resolve(root, zone.from, except)),
      message: zone.message,
    }))
    const file = context.filename
    const active = zones.filter((zone) => inside(file, zone.target))
    if (active.length === 0) return {}

    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return
      const resolved = resolveSpecifier(source.value, file)
      if (!resolved) return
      for (const zone of active) {
        if (!inside(resolved, zone.from)) continue
        if (zone.except.some((except) => inside(resolved, except))) continue
        const where = path.relative(root, zone.from)
        context.report({
          node: source,
          message: `Unexpected path "${source.value}" imported in restricted zone${zone.message ? `: ${zone.message}` : ` (from ${where})`}.`,
        })
        return
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    }
  },
}

export default { rules: { 'no-restricted-paths': restrictedPaths } }
