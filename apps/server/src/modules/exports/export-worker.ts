/**
 * The export worker: a worker thread that turns raw pages (COPY text) into the file, CSV or XLSX,
 * and compresses the XLSX parts with zlib while the main thread only reads pages from the database
 * (ADR 0006, 0010). export-file.ts starts it through lib/worker-entry.ts; build.mjs bundles it as
 * its own entry. The protocol is in export-worker-protocol.ts.
 */
import { parentPort, workerData } from 'node:worker_threads'
import type { ExportWorkerData, FromWorker, ToWorker } from './export-worker-protocol.js'
import { openExportWriter } from './export-writer.js'

if (!parentPort) throw new Error('export-worker.ts runs as a worker thread')
const port = parentPort
const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer)

const writer = openExportWriter(workerData as ExportWorkerData)
let queue = Promise.resolve()
port.on('message', (message: ToWorker) => {
  queue = queue
    .then(async () => {
      if (message.type === 'rows') {
        await writer.write(Buffer.from(message.buf))
        // The page's bytes go back to be dropped there: this thread makes so little garbage that
        // its collector would run too rarely to free them soon.
        send({ type: 'ack', buf: message.buf }, [message.buf])
      } else if (message.type === 'end') {
        send({ type: 'done', ...(await writer.finish()) })
      } else {
        writer.destroy()
        process.exit(0)
      }
    })
    .catch((e: unknown) => send({ type: 'error', message: e instanceof Error ? e.message : String(e) }))
})
