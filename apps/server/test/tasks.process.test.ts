import type { PlanListResult } from '@yunying/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { EXPORT_BASE, exportResult, fetchCsv, killAll, preparedDataDir, seedBrands, startServer, type ServerProcess } from './tasks-processes.js'

afterEach(killAll)

// Each test seeds tens of thousands of brands and starts the server twice: about a minute when quiet, over
// two at a load of 15 on two cores. The budget only ends a test that hangs.

/** The plan's rows written once they reach `atLeast` (polling the task centre as the console does), or what was reached in 15 s. */
const rowsDone = async (server: ServerProcess, planId: number, atLeast: number) => {
  let done = 0
  for (let i = 0; i < 300 && done < atLeast; i++) {
    const list = await server.call<PlanListResult>('POST', '/sellers/dispatch/post', { appName: 'download', method: 'GET', url: 'plan/list', requestBody: { page: 1, page_size: 10 } })
    done = list.data.plans.data.find((p) => p.id === planId)?.rows_done ?? 0
    if (done < atLeast) await new Promise((r) => setTimeout(r, 50))
  }
  return done
}

describe('export jobs across a crash (embedded database)', () => {
  it('a worker killed mid-export (kill -9) leaves a job that the next server finishes, with a correct file', async () => {
    const dir = await preparedDataDir()
    seedBrands({ DATA_DIR: dir }, 30_000)
    // Small pages with a pause, so the export is surely half done when the process dies.
    const env = { DATA_DIR: dir, JOB_STALE_SECONDS: '2', JOB_HEARTBEAT_SECONDS: '0.3', JOB_POLL_MS: '100', EXPORT_PAGE_ROWS: '500', EXPORT_PAUSE_MS: '40' }
    const first = await startServer(env)
    const started = await first.call<{ flowNo: string; planId: number }>('POST', `${EXPORT_BASE}/export-list-brand`, { format: 'csv' })
    expect(started.status).toBe(true)

    const progress = await rowsDone(first, started.data.planId, 3000)
    expect(progress).toBeGreaterThanOrEqual(3000)
    expect(progress).toBeLessThan(30_000)
    first.child.kill('SIGKILL')
    await first.exited

    // The next server takes over the data directory and, once the heartbeat is stale, the job.
    const second = await startServer(env, first.token)
    const result = await exportResult(second, started.data.flowNo)
    expect(result.status).toBe(1)
    const { header, lines } = await fetchCsv(second, result.url)
    expect(header.startsWith('品牌ID,品牌名称,集团ID,集团名称')).toBe(true)
    expect(lines).toHaveLength(30_000)
    expect(new Set(lines.map((l) => l.split(',')[0])).size).toBe(30_000)

    const list = await second.call<PlanListResult>('POST', '/sellers/dispatch/post', { appName: 'download', method: 'GET', url: 'plan/list', requestBody: { page: 1, page_size: 10 } })
    expect(list.data.plans.data.find((p) => p.id === started.data.planId)).toMatchObject({ status: 2, rows_done: 30_000 })
  }, 360_000)

  it('a SIGTERM during an export shuts down promptly and the job resumes on the next start', async () => {
    const dir = await preparedDataDir()
    seedBrands({ DATA_DIR: dir }, 20_000)
    const env = { DATA_DIR: dir, JOB_POLL_MS: '100', EXPORT_PAGE_ROWS: '500', EXPORT_PAUSE_MS: '40' }
    const first = await startServer(env)
    const started = await first.call<{ flowNo: string; planId: number }>('POST', `${EXPORT_BASE}/export-list-brand`, { format: 'xlsx' })
    // Under way: the job has written rows.
    expect(await rowsDone(first, started.data.planId, 1)).toBeGreaterThan(0)
    const t0 = Date.now()
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(Date.now() - t0).toBeLessThan(5000)
    const second = await startServer(env, first.token)
    expect((await exportResult(second, started.data.flowNo)).status).toBe(1)
  }, 360_000)
})
