import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker, type WorkerOptions } from 'node:worker_threads'

/** Entries bundled from the sources in this process: entry URL → the bundle's file. */
const bundled = new Map<string, Promise<string>>()

/**
 * From the sources, the entry bundled once per process by esbuild (a development dependency, as
 * tsx is), its packages inlined, into the system's temporary directory under a name made of its
 * content. Node 20 runs no TypeScript, and registering tsx in every worker would cost each export
 * several hundred milliseconds to start on a loaded machine; a bundled file starts as fast as
 * dist/'s.
 */
const bundleFromSources = (entry: URL): Promise<string> => {
  let file = bundled.get(entry.href)
  if (!file) {
    file = (async () => {
      const esbuild = await import('esbuild')
      const result = await esbuild.build({
        entryPoints: [fileURLToPath(entry)],
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'esm',
        conditions: ['source'],
        write: false,
        logLevel: 'silent',
      })
      const code = result.outputFiles[0]!.contents
      const name = path.basename(entry.pathname, '.ts')
      const dir = path.join(os.tmpdir(), 'yunying-workers')
      const target = path.join(dir, `${name}-${crypto.createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`)
      if (!fs.existsSync(target)) {
        // Written aside and renamed, so that another process never runs half a file.
        fs.mkdirSync(dir, { recursive: true })
        const aside = `${target}.${process.pid}.tmp`
        fs.writeFileSync(aside, code)
        fs.renameSync(aside, target)
      }
      return target
    })()
    bundled.set(entry.href, file)
    file.catch(() => bundled.delete(entry.href))
  }
  return file
}

/**
 * Starts the worker entry `name` that sits beside the calling module (`caller`: its
 * `import.meta.url`): dist/`name`.js in the bundle, where build.mjs makes every worker entry a
 * file beside the chunks, and `name`.ts bundled on first use when the server runs from its
 * sources (tests, tsx). Either way the worker's code is a file that the checker and lint see,
 * never source from a string.
 *
 * The worker gets none of the parent's flags but `--enable-source-maps`: its code is plain
 * JavaScript, and the `--import tsx` of a run from the sources would load tsx in it again.
 */
export const startWorker = async (caller: string, name: string, options: WorkerOptions = {}): Promise<Worker> => {
  const file = caller.endsWith('.ts') ? await bundleFromSources(new URL(`./${name}.ts`, caller)) : new URL(`./${name}.js`, caller)
  const execArgv = process.execArgv.filter((flag) => flag === '--enable-source-maps')
  return new Worker(file, { execArgv, ...options })
}
