import type { Plugin } from 'vite'

const CONTRACTS = /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/
// `export const XSchema = z.object(…)…`, `= withOperatingUrl(…)`, `= OtherSchema.extend(…)`: a schema being built.
const SCHEMA_INIT = /^((?:export )?const \w+(?:: [^=\n]+)? = )(?=z\s*\.|withOperatingUrl\(|envelopeOf\(|pageOf\(|[A-Z]\w*Schema\.)/gm

/**
 * Marks the top-level schema definitions of `packages/contracts` as pure for the console's build, so a
 * screen that imports one constant from a contracts module does not carry every zod schema of that
 * module (and zod) with it. Building a zod schema has no side effect; the server build is untouched.
 */
export const pureSchemas = (): Plugin => ({
  name: 'yunying:pure-schemas',
  apply: 'build',
  transform(code, id) {
    if (!CONTRACTS.test(id)) return null
    const next = code.replace(SCHEMA_INIT, '$1/* @__PURE__ */ ')
    return next === code ? null : { code: next, map: null }
  },
})
