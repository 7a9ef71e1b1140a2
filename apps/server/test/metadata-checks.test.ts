import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menus, roleMenus, roles } from '../src/modules/access/access.table.js'
import { signedHeaders } from '../src/modules/access/signed-access.js'
import { createTestApp, dbKind, type TestApp } from './build-app.js'
import { authed, buildAccount, login, loginAsAdmin } from './factories/accounts.js'
import { checksSettled } from './factories/metadata.js'
import { FAST_JOBS, dispatchCall, download, readXlsx, waitForPlan } from './factories/tasks.js'
import { buildBrandStaff, buildTenantBrand } from './factories/tenants.js'

const BASE = '/metadata-center/operating'
const D = `${BASE}/metadata-definite`
const C = `${BASE}/metadata/check-res`
const R = '/metadata-center/dtd/order-check-record'

type Fail = { recordId: string; fieldCode: string; label: number; labelName: string; rule: string; reason: string; value: string; definitionVersion: number }

describe(`checking reported records against the registry (${dbKind})`, () => {
  let t: TestApp
  let admin: string
  let seq = 0
  beforeAll(async () => {
    t = await createTestApp({ env: { METADATA_SELF_REVIEW: 'true', ...FAST_JOBS } })
    admin = await loginAsAdmin(t)
  })
  afterAll(() => t.close())

  const get = (url: string, query: Record<string, string | number> = {}, token = admin) =>
    t.app.inject({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: authed(token) })
  const post = (url: string, payload: object, token = admin) => t.app.inject({ method: 'POST', url, payload, headers: authed(token) })

  /** A fresh entity under the STORE module, with its parent node, so each test owns its records. */
  const entity = async () => {
    const modules = (await get(`${BASE}/dict-data/list`, { nameType: 'MODULE_TYPE' })).json().data as Array<{ id: number; dataKey: string }>
    const store = modules.find((m) => m.dataKey === 'STORE')!
    const key = `CHK${Date.now().toString(36).toUpperCase()}${++seq}`
    const created = (await post(`${BASE}/metadata/entity/add`, { pid: store.id, name: `检查实体${seq}`, entity: key })).json().data as { id: number }
    const node = (await post(`${BASE}/metadata/parent-node/add`, { pid: created.id, name: '基础信息', parentNode: 'BASIC' })).json().data as { id: number; dataKey: string; dataValue: string }
    return { module: 'STORE', entity: key, parentNode: `${node.dataKey},${node.id},${node.dataValue}` }
  }
  type Entity = Awaited<ReturnType<typeof entity>>

  /** Waits until no check job is queued or running. */
  const settle = () => checksSettled(t)

  const define = async (e: Entity, fieldCode: string, dataType: string, controlType: string, ruleItems: Array<{ validatorType: string; validatorVal?: string }>, enums: Array<{ title: string; val: string }> = []) => {
    const res = await post(`${D}/add`, {
      fieldName: `字段${fieldCode}`,
      fieldCode,
      module: e.module,
      entity: e.entity,
      parentNode: e.parentNode,
      describe: '检查用',
      dataType,
      controlType,
      checkRules: { ruleItems },
      extInfo: { enums },
    })
    expect(res.statusCode, res.body).toBe(200)
    const id = res.json().data.id as number
    expect((await post(`${D}/auth`, { id, authStatus: true, authMsg: '同意' })).statusCode).toBe(200)
    // The approval queues a re-check of the entity; let it finish so each test's counts are its reports' alone.
    await settle()
    return id
  }

  const report = async (e: Entity, records: Array<{ recordId: string; fields: Record<string, unknown> }>) => {
    const res = await post(`${C}/report`, { module: e.module, entity: e.entity, records })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as { jobId: number; received: number; replaced: number }
  }

  const fails = async (e: Entity, q: Record<string, string | number> = {}) => {
    const res = await get(`${C}/fail-list`, { module: e.module, entity: e.entity, pageSize: 100, ...q })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as { list: Fail[]; total: number }
  }
  const failOf = (list: Fail[], recordId: string, fieldCode: string) => list.find((f) => f.recordId === recordId && f.fieldCode === fieldCode)

  it('checks every validator at its boundaries and labels what fails', async () => {
    const e = await entity()
    await define(e, 'name', 'STRING', 'TEXT', [{ validatorType: 'REQUIRED' }, { validatorType: 'MIN_LENGTH', validatorVal: '2' }, { validatorType: 'MAX_LENGTH', validatorVal: '5' }])
    await define(e, 'qty', 'INTEGER', 'INTEGER', [{ validatorType: 'RANGE', validatorVal: '1,10' }])
    await define(e, 'price', 'FLOAT', 'FLOAT', [{ validatorType: 'MIN', validatorVal: '0.5' }, { validatorType: 'MAX', validatorVal: '100' }, { validatorType: 'FLOAT_ACCURATE', validatorVal: '2' }])
    await define(e, 'code', 'STRING', 'TEXT', [{ validatorType: 'REGEX', validatorVal: '^[A-Z]+$' }])
    await define(e, 'tag', 'STRING', 'TEXT', [{ validatorType: 'REGEX', validatorVal: '(?<n>a)' }])
    await define(e, 'color', 'ENUM', 'RADIO', [{ validatorType: 'ENUM' }], [{ title: '红', val: 'red' }, { title: '蓝', val: 'blue' }])
    await define(e, 'day', 'DATETIME', 'DATETIME', [{ validatorType: 'DATETIME', validatorVal: 'YYYY-MM-DD' }])
    await define(e, 'open', 'BOOL', 'SWITCH', [])

    const good = { name: '五个字正好', qty: 10, price: '100.00', code: 'ABC', color: 'red', day: '2024-02-29', open: true }
    const answered = await report(e, [
      { recordId: 'good', fields: good },
      { recordId: 'low', fields: { ...good, name: '一二', qty: 1, price: 0.5 } },
      { recordId: 'long', fields: { ...good, name: '六个字超长了' } },
      { recordId: 'short', fields: { ...good, name: '一' } },
      { recordId: 'missing', fields: { qty: 3 } },
      { recordId: 'empty', fields: { ...good, name: '' } },
      { recordId: 'range0', fields: { ...good, qty: 0 } },
      { recordId: 'range11', fields: { ...good, qty: 11 } },
      { recordId: 'notint', fields: { ...good, qty: '3.5' } },
      { recordId: 'min', fields: { ...good, price: 0.49 } },
      { recordId: 'max', fields: { ...good, price: 100.01 } },
      { recordId: 'precision', fields: { ...good, price: '1.005' } },
      { recordId: 'regex', fields: { ...good, code: 'abc' } },
      { recordId: 'brokenRegex', fields: { ...good, tag: 'a' } },
      { recordId: 'enum', fields: { ...good, color: 'green' } },
      { recordId: 'feb31', fields: { ...good, day: '2023-02-31' } },
      { recordId: 'feb29', fields: { ...good, day: '2023-02-29' } },
      { recordId: 'month13', fields: { ...good, day: '2024-13-01' } },
      { recordId: 'dayfmt', fields: { ...good, day: '2024/01/01' } },
      { recordId: 'bool', fields: { ...good, open: 'yes' } },
      { recordId: 'object', fields: { ...good, name: { first: 'a' } } },
      { recordId: 'unknown', fields: { ...good, extra: 'x' } },
    ])
    expect(answered).toMatchObject({ received: 22, replaced: 0, jobId: expect.any(Number) })
    await settle()

    const { list, total } = await fails(e)
    expect(total).toBe(list.length)
    const of = (recordId: string, fieldCode: string) => failOf(list, recordId, fieldCode)
    expect(list.filter((f) => f.recordId === 'good' || f.recordId === 'low')).toEqual([])
    expect(of('long', 'name')).toMatchObject({ label: 3, labelName: '校验不通过', rule: 'MAX_LENGTH', reason: '长度超过 5 个字符', value: '六个字超长了' })
    expect(of('short', 'name')).toMatchObject({ label: 3, rule: 'MIN_LENGTH' })
    expect(of('missing', 'name')).toMatchObject({ label: 1, labelName: '不匹配', rule: 'MISSING', reason: '缺少必填字段' })
    // Optional fields a record lacks are not failures.
    expect(list.filter((f) => f.recordId === 'missing').map((f) => f.fieldCode)).toEqual(['name'])
    expect(of('empty', 'name')).toMatchObject({ label: 3, rule: 'REQUIRED' })
    expect(of('range0', 'qty')).toMatchObject({ label: 3, rule: 'RANGE', reason: '不在范围 1 到 10 内' })
    expect(of('range11', 'qty')).toMatchObject({ rule: 'RANGE' })
    expect(of('notint', 'qty')).toMatchObject({ label: 3, rule: 'TYPE', reason: '应为整数' })
    expect(of('min', 'price')).toMatchObject({ rule: 'MIN', value: '0.49' })
    expect(of('max', 'price')).toMatchObject({ rule: 'MAX' })
    expect(of('precision', 'price')).toMatchObject({ rule: 'FLOAT_ACCURATE', reason: '小数位数超过 2 位' })
    expect(of('regex', 'code')).toMatchObject({ label: 3, rule: 'REGEX' })
    expect(of('brokenRegex', 'tag')).toMatchObject({ label: 2, labelName: '校验器错误', rule: 'REGEX_INVALID' })
    expect(of('enum', 'color')).toMatchObject({ rule: 'ENUM', reason: '不在枚举值 red、blue 中' })
    expect(of('feb31', 'day')).toMatchObject({ label: 3, rule: 'DATETIME_EXISTS', reason: '日期时间不存在' })
    expect(of('feb29', 'day')).toMatchObject({ rule: 'DATETIME_EXISTS' })
    expect(of('month13', 'day')).toMatchObject({ rule: 'DATETIME_EXISTS' })
    expect(of('dayfmt', 'day')).toMatchObject({ rule: 'DATETIME' })
    expect(of('bool', 'open')).toMatchObject({ rule: 'TYPE' })
    expect(of('object', 'name')).toMatchObject({ label: 0, labelName: '未知' })
    expect(of('unknown', 'extra')).toMatchObject({ label: 1, rule: 'UNDEFINED', reason: '未定义的字段', value: 'x', definitionVersion: 0 })
    expect(list.every((f) => f.fieldCode === 'extra' || f.definitionVersion > 0)).toBe(true)

    const counts = (await get(`${C}/count-list`, { module: e.module, entity: e.entity })).json().data
    expect(counts.entities).toEqual([expect.objectContaining({ module: 'STORE', entity: e.entity, entityName: expect.stringContaining('检查实体'), records: 22, pending: 0, checkedAt: expect.any(String) })])
    expect(counts.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fieldCode: 'name', label: 3, count: 3, share: 3 / 22, trend: [3] }),
        expect.objectContaining({ fieldCode: 'name', label: 1, count: 1 }),
        expect.objectContaining({ fieldCode: 'tag', label: 2, count: 1 }),
        expect.objectContaining({ fieldCode: 'extra', label: 1, count: 1 }),
      ]),
    )
    const onlyLabel2 = await fails(e, { label: 2 })
    expect(onlyLabel2.list.map((f) => f.recordId)).toEqual(['brokenRegex'])
  })

  it('replaces a record reported again and re-checks it; pages past ten failing rows without truncating', async () => {
    const e = await entity()
    await define(e, 'name', 'STRING', 'TEXT', [{ validatorType: 'MAX_LENGTH', validatorVal: '3' }])
    const records = Array.from({ length: 25 }, (_, i) => ({ recordId: `r${String(i).padStart(2, '0')}`, fields: { name: 'toolong' } }))
    await report(e, records)
    await settle()
    const first = await fails(e, { pageSize: 10, pageNum: 1 })
    const third = await fails(e, { pageSize: 10, pageNum: 3 })
    expect(first.total).toBe(25)
    expect(first.list).toHaveLength(10)
    expect(third.list.map((f) => f.recordId)).toEqual(['r20', 'r21', 'r22', 'r23', 'r24'])
    const again = await report(e, [{ recordId: 'r00', fields: { name: 'ok' } }])
    expect(again).toMatchObject({ received: 1, replaced: 1 })
    await settle()
    expect((await fails(e)).total).toBe(24)
    const counts = (await get(`${C}/count-list`, { module: e.module, entity: e.entity })).json().data
    expect(counts.list).toEqual([expect.objectContaining({ fieldCode: 'name', label: 3, count: 24, trend: [25, 24] })])
  })

  /** The check jobs of an entity from `fromId` on, oldest first. */
  const checkJobs = async (e: Entity, fromId: number) =>
    ((await t.database.db.execute(
      sql`select id, status, coalesce((payload ->> 'full') = 'true', false) as full from jobs where kind = 'METADATA_CHECK' and payload ->> 'entity' = ${e.entity} and id >= ${fromId} order by id`,
    )) as unknown as { rows: Array<{ id: number; status: string; full: boolean }> }).rows
  /** How many records each recorded check of an entity checked, oldest first. */
  const checkedPerRun = async (e: Entity) =>
    ((await t.database.db.execute(sql`select checked from check_runs where module = ${e.module} and entity = ${e.entity} order by id`)) as unknown as { rows: Array<{ checked: number }> }).rows.map((r) => r.checked)
  /** Runs `body` with the task centre's workers stopped (no job is claimed meanwhile), then starts them again. */
  const withWorkersStopped = async <T>(body: () => Promise<T>): Promise<T> => {
    await t.app.tasks.runner.stop()
    try {
      return await body()
    } finally {
      t.app.tasks.runner.start()
    }
  }
  const revise = (id: number, e: Entity, max: string) =>
    post(`${D}/update`, {
      id,
      fieldName: '字段name',
      fieldCode: 'name',
      module: e.module,
      entity: e.entity,
      parentNode: e.parentNode,
      describe: '检查用',
      dataType: 'STRING',
      controlType: 'TEXT',
      checkRules: { ruleItems: [{ validatorType: 'MAX_LENGTH', validatorVal: max }] },
    })

  it('joins reports that arrive while their check waits into that one check, which checks each record once', async () => {
    const e = await entity()
    await define(e, 'name', 'STRING', 'TEXT', [{ validatorType: 'MAX_LENGTH', validatorVal: '3' }])
    const [first, second] = await withWorkersStopped(async () => {
      const a = await report(e, Array.from({ length: 30 }, (_, i) => ({ recordId: `a${i}`, fields: { name: i % 3 === 0 ? 'toolong' : 'ok' } })))
      const b = await report(e, Array.from({ length: 20 }, (_, i) => ({ recordId: `b${i}`, fields: { name: i % 2 === 0 ? 'toolong' : 'ok' } })))
      // The second report joins the check the first one queued: one job, named in both answers.
      expect(b.jobId).toBe(a.jobId)
      expect(await checkJobs(e, a.jobId)).toEqual([{ id: a.jobId, status: 'queued', full: false }])
      return [a, b]
    })
    await settle()
    expect(await checkJobs(e, first!.jobId)).toEqual([{ id: second!.jobId, status: 'done', full: false }])
    expect(await checkedPerRun(e)).toEqual([50])
    expect((await fails(e)).total).toBe(20)
    const counts = (await get(`${C}/count-list`, { module: e.module, entity: e.entity })).json().data
    expect(counts.entities).toEqual([expect.objectContaining({ records: 50, failing: 20, pending: 0, jobId: first!.jobId })])
    expect(counts.list).toEqual([expect.objectContaining({ fieldCode: 'name', label: 3, count: 20, trend: [20] })])
  })

  it('a definition approved while a report waits for its check makes that check one of every record, against the new version', async () => {
    const e = await entity()
    const id = await define(e, 'name', 'STRING', 'TEXT', [{ validatorType: 'MAX_LENGTH', validatorVal: '10' }])
    await report(e, [
      { recordId: 'a', fields: { name: '1234567' } },
      { recordId: 'b', fields: { name: '12' } },
    ])
    await settle()
    expect((await fails(e)).total).toBe(0)
    const jobId = await withWorkersStopped(async () => {
      const answered = await report(e, [{ recordId: 'c', fields: { name: '123456789' } }])
      expect((await revise(id, e, '5')).statusCode).toBe(200)
      expect((await post(`${D}/auth`, { id, authStatus: true, authMsg: '收紧' })).statusCode).toBe(200)
      // The approval asks for a re-check of every record: the queued job takes it on.
      const deadline = Date.now() + 10_000
      while (!(await checkJobs(e, answered.jobId))[0]?.full) {
        if (Date.now() > deadline) throw new Error('the re-check was not queued')
        await new Promise((r) => setTimeout(r, 20))
      }
      expect(await checkJobs(e, answered.jobId)).toEqual([{ id: answered.jobId, status: 'queued', full: true }])
      return answered.jobId
    })
    await settle()
    expect(await checkJobs(e, jobId)).toEqual([{ id: jobId, status: 'done', full: true }])
    const version = (await get(`${D}/get`, { id })).json().data.version as number
    const after = await fails(e)
    expect(after.list.map((f) => f.recordId).sort()).toEqual(['a', 'c'])
    expect(after.list.every((f) => f.definitionVersion === version && f.reason === '长度超过 5 个字符')).toBe(true)
    expect((await checkedPerRun(e)).at(-1)).toBe(3)
  })

  it('checks only the records waiting for a check while no check of the entity is recorded yet', async () => {
    const e = await entity()
    await define(e, 'name', 'STRING', 'TEXT', [{ validatorType: 'MAX_LENGTH', validatorVal: '3' }])
    await report(e, Array.from({ length: 10 }, (_, i) => ({ recordId: `r${i}`, fields: { name: i < 4 ? 'toolong' : 'ok' } })))
    await settle()
    // As when another server's pass has checked these records but not yet recorded its run.
    await t.database.db.execute(sql`delete from check_runs where module = ${e.module} and entity = ${e.entity}`)
    await report(e, [
      { recordId: 'n1', fields: { name: 'toolong' } },
      { recordId: 'n2', fields: { name: 'ok' } },
    ])
    await settle()
    expect(await checkedPerRun(e)).toEqual([2])
    expect((await fails(e)).total).toBe(5)
    expect((await get(`${C}/count-list`, { module: e.module, entity: e.entity })).json().data.entities).toEqual([expect.objectContaining({ records: 12, failing: 5, pending: 0 })])
  })

  it('has every record checked after reports sent at the same time', async () => {
    const e = await entity()
    await define(e, 'name', 'STRING', 'TEXT', [{ validatorType: 'MAX_LENGTH', validatorVal: '3' }])
    const batch = (k: number) => Array.from({ length: 300 }, (_, i) => ({ recordId: `${k}-${i}`, fields: { name: i % 10 === 0 ? 'toolong' : 'ok' } }))
    const answers = await Promise.all([0, 1, 2, 3].map((k) => report(e, batch(k))))
    expect(answers.map((a) => a.received)).toEqual([300, 300, 300, 300])
    await settle()
    expect((await fails(e, { pageSize: 10 })).total).toBe(120)
    expect((await get(`${C}/count-list`, { module: e.module, entity: e.entity })).json().data.entities).toEqual([expect.objectContaining({ records: 1200, failing: 120, pending: 0 })])
    expect((await checkedPerRun(e)).reduce((a, b) => a + b, 0)).toBe(1200)
  })

  it('lets go of a waiting record whose stored record is gone, and checks the others', async () => {
    const e = await entity()
    await define(e, 'name', 'STRING', 'TEXT', [{ validatorType: 'MAX_LENGTH', validatorVal: '3' }])
    // Stored and waiting, then removed by hand (a cleanup in the database) before any check runs:
    // its waiting row names a record that no longer exists.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into check_records (module, entity, record_id, fields) values (${e.module}, ${e.entity}, 'gone', '{"name":"toolong"}'::jsonb), (${e.module}, ${e.entity}, 'kept', '{"name":"toolong"}'::jsonb)`)
      await tx.execute(sql`insert into check_pending (module, entity, record_pk, rev, fresh) select module, entity, id, rev, true from check_records where module = ${e.module} and entity = ${e.entity}`)
      await tx.execute(sql`delete from check_records where module = ${e.module} and entity = ${e.entity} and record_id = 'gone'`)
    })
    await report(e, [{ recordId: 'new', fields: { name: 'ok' } }])
    await settle()
    expect((await get(`${C}/count-list`, { module: e.module, entity: e.entity })).json().data.entities).toEqual([expect.objectContaining({ records: 2, failing: 1, pending: 0 })])
    expect((await fails(e)).list.map((f) => f.recordId)).toEqual(['kept'])
  })

  it('keeps the counts shown equal to the failures stored through replacements and a full re-check', async () => {
    const e = await entity()
    const id = await define(e, 'name', 'STRING', 'TEXT', [{ validatorType: 'REQUIRED' }, { validatorType: 'MAX_LENGTH', validatorVal: '5' }])
    /** What count-list shows, and the same counted over the stored records and failures. */
    const shown = async () => {
      const data = (await get(`${C}/count-list`, { module: e.module, entity: e.entity })).json().data as { entities: Array<{ records: number; failing: number; pending: number }>; list: Array<{ fieldCode: string; label: number; count: number }> }
      const rows = <T,>(r: unknown) => (r as { rows: T[] }).rows
      const [truth] = rows<{ records: number; failing: number }>(
        await t.database.db.execute(sql`select (select count(*)::int from check_records where module = ${e.module} and entity = ${e.entity}) as records,
          (select count(distinct record_pk)::int from check_failures where module = ${e.module} and entity = ${e.entity}) as failing`),
      )
      const byLabel = rows<{ fieldCode: string; label: number; count: number }>(
        await t.database.db.execute(sql`select field_code as "fieldCode", label, count(*)::int as count from check_failures where module = ${e.module} and entity = ${e.entity} group by 1, 2 order by 1, 2`),
      )
      expect(data.entities).toEqual([expect.objectContaining({ ...truth, pending: 0 })])
      expect(data.list.map((c) => ({ fieldCode: c.fieldCode, label: c.label, count: c.count }))).toEqual(byLabel)
      return { ...data.entities[0]!, list: byLabel }
    }
    await report(e, Array.from({ length: 30 }, (_, i) => ({ recordId: `r${i}`, fields: i % 3 === 0 ? { name: 'toolong' } : i % 5 === 0 ? { extra: 1 } : { name: 'ok' } })))
    await settle()
    expect(await shown()).toMatchObject({ records: 30, failing: 14 })
    // Some failing records fixed, some good ones broken, one record broken twice over.
    await report(e, [
      { recordId: 'r0', fields: { name: 'ok' } },
      { recordId: 'r3', fields: { name: 'ok' } },
      { recordId: 'r1', fields: { name: 'toolong' } },
      { recordId: 'r2', fields: { extra: 'x' } },
      { recordId: 'new', fields: { name: 'fine' } },
    ])
    await settle()
    expect(await shown()).toMatchObject({ records: 31, failing: 14 })
    // A revision that loosens the rule: the full re-check clears the too-long names.
    expect((await revise(id, e, '10')).statusCode).toBe(200)
    expect((await post(`${D}/auth`, { id, authStatus: true, authMsg: '放宽' })).statusCode).toBe(200)
    await settle()
    expect(await shown()).toMatchObject({ records: 31, failing: 5 })
  })

  it('re-checks stored records when a revision is approved, with the new version, and counts the impact first', async () => {
    const e = await entity()
    const id = await define(e, 'name', 'STRING', 'TEXT', [{ validatorType: 'MAX_LENGTH', validatorVal: '10' }])
    await report(e, [
      { recordId: 'a', fields: { name: '12345' } },
      { recordId: 'b', fields: { name: '1234567' } },
      { recordId: 'c', fields: { name: '123456789012' } },
    ])
    await settle()
    expect((await fails(e)).list.map((f) => f.recordId)).toEqual(['c'])
    const before = (await get(`${D}/get`, { id })).json().data as { version: number }
    const revised = await revise(id, e, '6')
    expect(revised.statusCode, revised.body).toBe(200)
    expect((await get(`${C}/impact`, { id })).json().data).toEqual({ records: 3, failing: 2, failingNow: 1 })
    // The revision waits for review: the records still stand checked against the version in force.
    expect((await fails(e)).list.map((f) => f.recordId)).toEqual(['c'])
    expect((await post(`${D}/auth`, { id, authStatus: true, authMsg: '收紧' })).statusCode).toBe(200)
    await settle()
    const after = await fails(e)
    expect(after.list.map((f) => f.recordId).sort()).toEqual(['b', 'c'])
    const version = (await get(`${D}/get`, { id })).json().data.version as number
    expect(version).toBeGreaterThan(before.version)
    expect(after.list.every((f) => f.definitionVersion === version && f.reason === '长度超过 6 个字符')).toBe(true)
    expect((await get(`${C}/count-list`, { module: e.module, entity: e.entity })).json().data.entities[0].versions).toEqual({ name: version })
    // Disabling the definition leaves the field undefined: label 1 for every record carrying it.
    expect((await post(`${D}/disable`, { id })).statusCode).toBe(200)
    await settle()
    expect((await fails(e)).list.map((f) => [f.recordId, f.label, f.rule])).toEqual([
      ['a', 1, 'UNDEFINED'],
      ['b', 1, 'UNDEFINED'],
      ['c', 1, 'UNDEFINED'],
    ])
  })

  it('refuses more than 5,000 records, an unknown entity and a bad body', async () => {
    const e = await entity()
    const many = Array.from({ length: 5001 }, (_, i) => ({ recordId: `r${i}`, fields: { a: 1 } }))
    const tooMany = await post(`${C}/report`, { module: e.module, entity: e.entity, records: many })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().message).toContain('每次最多上报 5000 条记录')
    const max = await post(`${C}/report`, { module: e.module, entity: e.entity, records: many.slice(0, 5000) })
    expect(max.statusCode, max.body).toBe(200)
    expect(max.json().data).toMatchObject({ received: 5000, replaced: 0 })
    // Again, with one record twice (the last wins): every record replaced, none stored twice.
    const again = await post(`${C}/report`, { module: e.module, entity: e.entity, records: [...many.slice(0, 2500), { recordId: 'r0', fields: { a: 2 } }] })
    expect(again.json().data).toMatchObject({ received: 2500, replaced: 2500 })
    const unknown = await post(`${C}/report`, { module: 'STORE', entity: 'NOPE', records: [{ recordId: '1', fields: {} }] })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('模块 STORE 下没有实体 NOPE')
    expect((await post(`${C}/report`, { module: e.module, entity: e.entity, records: [] })).json().message).toContain('请提供记录')
    await settle()
    expect((await get(`${C}/count-list`, { module: e.module, entity: e.entity })).json().data.entities).toEqual([expect.objectContaining({ records: 5000, failing: 5000, pending: 0 })])
    expect((await fails(e, { recordId: 'r0' })).list.map((f) => f.value)).toEqual(['2'])
  })

  it('takes signed reports from a service whose key an operator made, and none once revoked', async () => {
    const e = await entity()
    await define(e, 'name', 'STRING', 'TEXT', [{ validatorType: 'MAX_LENGTH', validatorVal: '3' }])
    const created = (await post(`${C}/keys/add`, { name: '订单中心' })).json().data as { id: number; keyId: string; secret: string }
    expect(created.secret).toMatch(/^[0-9a-f]{64}$/)
    const listed = (await get(`${C}/keys`)).json().data as Array<{ keyId: string; secret?: string }>
    expect(listed.find((k) => k.keyId === created.keyId)).toMatchObject({ revokedAt: '' })
    expect(JSON.stringify(listed)).not.toContain(created.secret)
    const path = '/metadata-center/open/metadata/check-res/report'
    const send = (body: object, key = created) => {
      const payload = JSON.stringify(body)
      return t.app.inject({
        method: 'POST',
        url: path,
        payload,
        headers: { 'content-type': 'application/json', ...signedHeaders(key, { method: 'POST', path, nonce: randomBytes(12).toString('hex'), rawBody: payload, now: t.clock.now() }) },
      })
    }
    const body = { module: e.module, entity: e.entity, records: [{ recordId: 's1', fields: { name: 'toolong' } }] }
    const ok = await send(body)
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data).toMatchObject({ received: 1, jobId: expect.any(Number) })
    expect((await send(body, { ...created, secret: 'f'.repeat(64) })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'POST', url: path, payload: body })).statusCode).toBe(401)
    await settle()
    expect((await fails(e)).list.map((f) => f.recordId)).toEqual(['s1'])
    expect((await post(`${C}/keys/revoke`, { id: created.id })).statusCode).toBe(200)
    expect((await send(body)).statusCode).toBe(401)
  })

  it('exports the failing records through the task centre', async () => {
    const e = await entity()
    await define(e, 'name', 'STRING', 'TEXT', [{ validatorType: 'MAX_LENGTH', validatorVal: '3' }])
    await report(e, [{ recordId: 'x1', fields: { name: 'toolong' } }])
    await settle()
    const started = await post(`${C}/fail-list/export`, { module: e.module, entity: e.entity, format: 'xlsx' })
    expect(started.statusCode, started.body).toBe(200)
    const plan = await waitForPlan(t, admin, started.json().data.planId)
    expect(plan.status).toBe(2)
    const detail = (await dispatchCall(t, admin, 'GET', 'plan/detail', { id: plan.id })).body.data
    const file = await download(t, detail.download_url)
    const [sheet] = await readXlsx(file.rawPayload)
    expect(sheet!.rows[0]).toEqual(expect.arrayContaining(['记录ID', '字段', '标记', '原因']))
    expect(sheet!.rows[1]).toEqual(expect.arrayContaining(['x1', 'name', '校验不通过', '长度超过 3 个字符']))
  })

  it('reconciles orders: states, totals, filters, detail and replacement', async () => {
    const src = `POS${++seq}`
    const res = await post(`${R}/report`, {
      records: [
        { orderNo: 'O1', source: src, billDate: '2026-11-01', ourAmount: '10.00', theirAmount: 10 },
        { orderNo: 'O2', source: src, billDate: '2026-11-01', ourAmount: 12.5, theirAmount: '12.00' },
        { orderNo: 'O3', source: src, billDate: '2026-11-02', ourAmount: null, theirAmount: 8 },
        { orderNo: 'O4', source: src, billDate: '2026-11-03', ourAmount: 5 },
      ],
    })
    expect(res.json()).toMatchObject({ status: true, data: { received: 4, replaced: 0 } })
    const list = (await get(`${R}/list`, { source: src, pageSize: 10 })).json().data as { total: number; list: Array<{ id: number; orderNo: string; state: string; stateName: string; difference: string }> }
    expect(list.total).toBe(4)
    const by = Object.fromEntries(list.list.map((r) => [r.orderNo, r]))
    expect(by.O1).toMatchObject({ state: 'matched', stateName: '一致', difference: '0.00' })
    expect(by.O2).toMatchObject({ state: 'amountDiffers', difference: '0.50' })
    expect(by.O3).toMatchObject({ state: 'missingOurs', stateName: '本方缺失' })
    expect(by.O4).toMatchObject({ state: 'missingTheirs' })
    expect((await get(`${R}/list`, { source: src, dateFrom: '2026-11-02', dateTo: '2026-11-02' })).json().data.list.map((r: { orderNo: string }) => r.orderNo)).toEqual(['O3'])
    expect((await get(`${R}/list`, { source: src, state: 'amountDiffers' })).json().data.total).toBe(1)
    const totals = (await get(`${R}/totals`, { source: src })).json().data as Array<{ state: string; count: number }>
    expect(totals.map((x) => [x.state, x.count])).toEqual([
      ['matched', 1],
      ['amountDiffers', 1],
      ['missingOurs', 1],
      ['missingTheirs', 1],
    ])
    const detail = await get(`${R}/detail`, { id: by.O2!.id })
    expect(detail.json().data).toMatchObject({ orderNo: 'O2', source: src, billDate: '2026-11-01', ourAmount: '12.50', theirAmount: '12.00' })
    expect((await get(`${R}/detail`, { id: 999999 })).statusCode).toBe(404)
    const again = await post(`${R}/report`, { records: [{ orderNo: 'O2', source: src, billDate: '2026-11-01', ourAmount: 12, theirAmount: 12 }] })
    expect(again.json().data).toEqual({ received: 1, replaced: 1 })
    expect((await get(`${R}/detail`, { id: by.O2!.id })).json().data.state).toBe('matched')
    expect((await post(`${R}/report`, { records: [{ orderNo: 'O9', source: src, billDate: '2026-11-01' }] })).json().message).toContain('至少提供一方的金额')
  })

  it('refuses a bill-date range whose end comes before its start, naming the field, on the list, the totals and the export', async () => {
    const refused = (res: { statusCode: number; json(): unknown }) => {
      expect(res.statusCode).toBe(400)
      return res.json() as { status: boolean; message: string; data: Array<{ path: string; message: string }> }
    }
    const list = refused(await get(`${R}/list`, { dateFrom: '2026-11-03', dateTo: '2026-11-02' }))
    expect(list).toMatchObject({ status: false, message: '结束日期不能早于开始日期', data: [{ path: 'query.dateTo', message: '结束日期不能早于开始日期' }] })
    expect(refused(await get(`${R}/totals`, { dateFrom: '2026-11-03', dateTo: '2026-11-02' })).data).toEqual([{ path: 'query.dateTo', message: '结束日期不能早于开始日期' }])
    expect(refused(await post(`${R}/export`, { dateFrom: '2026-11-03', dateTo: '2026-11-02' })).data).toEqual([{ path: 'body.dateTo', message: '结束日期不能早于开始日期' }])
    expect(refused(await get(`${R}/list`, { dateFrom: '2026-02-30' })).message).toBe('请选择正确的开始日期')
    // One day, and either end alone, are ranges.
    for (const q of [{ dateFrom: '2026-11-02', dateTo: '2026-11-02' }, { dateTo: '2026-11-02' }, { dateFrom: '2026-11-02' }] as Array<Record<string, string>>) expect((await get(`${R}/list`, q)).statusCode).toBe(200)
  })

  it('refuses brand staff, and an operator without the results page', async () => {
    const brand = await buildTenantBrand(t)
    const staff = await buildBrandStaff(t, [brand])
    expect((await get(`${C}/count-list`, {}, staff.token)).statusCode).toBe(403)
    expect((await get(`${C}/fail-list`, {}, staff.token)).statusCode).toBe(403)
    expect((await post(`${C}/report`, { module: 'STORE', entity: 'STORE', records: [{ recordId: '1', fields: {} }] }, staff.token)).statusCode).toBe(403)
    expect((await get(`${R}/list`, {}, staff.token)).statusCode).toBe(403)
    const [page] = await t.database.db.select({ id: menus.id }).from(menus).where(eq(menus.path, '/dataStandard/metadata/index')).limit(1)
    const [role] = await t.database.db.insert(roles).values({ name: `字段维护${++seq}`, scope: 0 }).returning()
    await t.database.db.insert(roleMenus).values({ roleId: role!.id, menuId: page!.id })
    const editor = await buildAccount(t, { roleId: role!.id })
    const token = await login(t, editor.username, editor.password)
    expect((await get(`${C}/count-list`, {}, token)).statusCode).toBe(403)
    expect((await post(`${C}/keys/add`, { name: 'x' }, token)).statusCode).toBe(403)
    expect((await get(`${R}/list`, {}, token)).statusCode).toBe(403)
    expect((await get(`${C}/impact`, { id: 1 }, token)).statusCode).not.toBe(403)
  })
})
