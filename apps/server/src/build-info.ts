declare const __BUILD_INFO__: { name: string; version: string; commit: string } | undefined

/** Filled in by the bundler (build.mjs); `dev` when run from source. */
export const BUILD_INFO =
  typeof __BUILD_INFO__ === 'undefined' ? { name: 'yunying-server', version: 'dev', commit: 'dev' } : __BUILD_INFO__
