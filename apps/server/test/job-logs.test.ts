import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminTestApp, authed } from './factories/accounts.js'
import { FAST_JOBS, WAKE_ONLY } from './factories/tasks.js'

// Issue 29: an operator follows an export from the click to the worker by its request id. The
// request's line, the job's queueing and every line of the worker that runs it carry the same `reqId`.
const BASE = '/org-center/operating/cfg/accounts'

describe('job log lines carry the request that queued the job', () => {
  const t = adminTestApp({ env: { ...FAST_JOBS, ...WAKE_ONLY } })

  const waitForLine = async (match: (line: Record<string, unknown>) => boolean) => {
    for (let i = 0; i < 600; i++) {
      const line = t.logs.find(match)
      if (line) return line
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error('line not logged')
  }

  it('logs the export’s request, its queueing, start and end with the request id, stored with the job', async () => {
    const requestId = 'click-export-7f3a9c21'
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/export-list-brand`,
      headers: { ...authed(t.operator), 'x-request-id': requestId },
      payload: { format: 'csv' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-request-id']).toBe(requestId)

    const done = await waitForLine((l) => l.msg === 'job done' && l.reqId === requestId)
    const jobId = done.jobId as number
    expect(done).toMatchObject({ kind: 'export', reqId: requestId, attempt: 1 })

    // Every line of that job, in order: queued inside the request, then started and done by a worker.
    const jobLines = t.logs.filter((l) => l.jobId === jobId)
    expect(jobLines.map((l) => [l.msg, l.reqId])).toEqual([
      ['job queued', requestId],
      ['job started', requestId],
      ['job done', requestId],
    ])
    expect(jobLines[1]!.workerId).toEqual(expect.any(String))
    // The request's own line carries the same id, so one search finds the request and its job.
    expect(t.logs.find((l) => l.msg === 'request' && l.route === `${BASE}/export-list-brand`)).toMatchObject({ reqId: requestId, status: 200 })

    const stored = (await t.database.db.execute(sql`select request_id from jobs where id = ${jobId}`)) as unknown as { rows: Array<{ request_id: string }> }
    expect(stored.rows[0]!.request_id).toBe(requestId)
  })

  it('gives a line logged through the app’s logger during a request that request’s id', async () => {
    const requestId = 'click-sms-55aa01bc'
    const res = await t.app.inject({
      method: 'POST',
      url: '/org-center/account/send-sms-v2',
      headers: { 'x-request-id': requestId },
      payload: { phone: '13912340077', type: 1 },
      remoteAddress: '10.9.8.7',
    })
    expect(res.json()).toMatchObject({ status: true })
    // The offline SMS provider's line (app.log, not request.log), once, with the id once.
    const line = t.logText().split('\n').find((l) => l.includes('[sms:log]') && l.includes('13912340077'))!
    expect(JSON.parse(line)).toMatchObject({ reqId: requestId })
    expect(line.match(/"reqId"/g)).toHaveLength(1)
    // The request's own line keeps a single id too.
    const own = t.logText().split('\n').find((l) => l.includes(`"${requestId}"`) && l.includes('"msg":"request"'))!
    expect(own.match(/"reqId"/g)).toHaveLength(1)
  })

  it('gives a job queued outside any request (the scheduled cleanup) no request id', async () => {
    await t.app.tasks.scheduleCleanup()
    const queued = await waitForLine((l) => l.msg === 'job queued' && l.kind === 'cleanup')
    expect(queued).not.toHaveProperty('reqId')
    const stored = (await t.database.db.execute(sql`select request_id from jobs where id = ${queued.jobId as number}`)) as unknown as { rows: Array<{ request_id: string | null }> }
    expect(stored.rows[0]!.request_id).toBeNull()
  })
})
