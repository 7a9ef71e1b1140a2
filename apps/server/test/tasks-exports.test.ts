import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminTestApp, authed, buildAccount, login } from './factories/accounts.js'
import { FAST_JOBS, WAKE_ONLY, download, listPlans, readXlsx, waitForPlan } from './factories/tasks.js'
import { buildBrand } from './factories/brands.js'
import { buildTenantGroup } from './factories/tenants.js'
import { brandExportSource } from '../src/modules/brands-query/brand-export-source.js'
import { lineFetcherFor } from '../src/modules/exports/chunk-reader.js'
import { writeExportFile } from '../src/modules/exports/export-file.js'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const BASE = '/org-center/operating/cfg/accounts'
const HEADERS = ['品牌ID', '品牌名称', '集团ID', '集团名称', '品牌类型', '行业', '允许升级', '账号版本', '测试品牌', '产品版本', '服务模式', '老板驾驶舱', '品牌标记', '状态', '创建时间']

describe('brand exports', () => {
  const t = adminTestApp({ env: { ...FAST_JOBS, ...WAKE_ONLY, EXPORT_PAGE_ROWS: '100' } })
  beforeAll(async () => {
    // 1,000 more brands of a group of its own, so an export spans several pages; two with names a file must escape.
    const groupId = (await buildTenantGroup(t)).id
    await t.database.db.execute(sql`
      insert into brands (group_id, name, brand_type, status, is_test, created_at)
      select ${groupId}, '批量品牌' || i, (array[2, 66, 18])[1 + i % 3], i % 3, i % 2, now() - make_interval(mins => i)
      from generate_series(1, 1000) as s(i)`)
    await t.database.db.execute(sql`
      insert into brands (group_id, name, brand_type, status, created_at) values
        (${groupId}, '=HYPERLINK("x")', 2, 1, now() - interval '3 days'),
        (${groupId}, 'A&B <"茶">, 饮', 2, 1, now() - interval '4 days')`)
  })

  const start = async (body: Record<string, unknown>, tok = t.operator) =>
    t.app.inject({ method: 'POST', url: `${BASE}/export-list-brand`, headers: authed(tok), payload: body })

  const poll = async (flowNo: string) => {
    for (let i = 0; i < 400; i++) {
      const res = await t.app.inject({ method: 'GET', url: `${BASE}/export-list-brand-result?flowNo=${flowNo}`, headers: authed(t.operator) })
      const data = res.json().data
      if (data.status !== 0) return data
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error('export did not finish')
  }

  const countWhere = async (where: string) =>
    ((await t.database.db.execute(sql.raw(`select count(*)::int as n from brands b where ${where}`))) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n

  const namesOf = async () => {
    const result = (await t.database.db.execute(
      sql.raw('select b.id, b.group_id, g.name as group_name, i.name as industry_name from brands b join groups g on g.id = b.group_id left join industries i on i.id = b.industry_id'),
    )) as unknown as { rows: Array<{ id: number; group_id: number; group_name: string; industry_name: string | null }> }
    return new Map(result.rows.map((r) => [r.id, r]))
  }

  it('exports the filtered brand list as CSV: BOM, Chinese headers, words for codes, China time, every row once', async () => {
    const res = await start({ format: 'csv', brandType: 2, pageNum: 3, pageSize: 10 })
    expect(res.json()).toMatchObject({ status: true, data: { flowNo: expect.any(String) } })
    const result = await poll(res.json().data.flowNo)
    expect(result).toMatchObject({ status: 1, url: expect.stringMatching(/^\/sellers\/download\//) })
    const file = await download(t, result.url)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/)
    const text = file.body
    expect(text.charCodeAt(0)).toBe(0xfeff)
    const lines = text.slice(1).trimEnd().split('\n')
    expect(lines[0]).toBe(HEADERS.join(','))
    const expected = await countWhere('b.brand_type = 2')
    expect(lines.length - 1).toBe(expected)
    const ids = lines.slice(1).map((l) => Number(l.split(',')[0]))
    expect(new Set(ids).size).toBe(expected)
    expect(lines[1]).toMatch(/^\d+,[^,]+,\d+,[^,]+,餐饮,/)
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const names = await namesOf()
    const first = names.get(ids[0]!)!
    expect(lines[1]!.split(',').slice(2, 4)).toEqual([String(first.group_id), first.group_name])
    // A formula is neutralised; quotes and commas are escaped.
    expect(text).toContain(`"'=HYPERLINK(""x"")"`)
    expect(text).toContain('"A&B <""茶"">, 饮"')
  })

  it('exports XLSX with the same rows, labels and times, readable by Excel tools', async () => {
    const res = await start({ statusList: [1, 2] })
    const result = await poll(res.json().data.flowNo)
    expect(result.status).toBe(1)
    const file = await download(t, result.url)
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const sheets = await readXlsx(file.rawPayload)
    expect(sheets).toHaveLength(1)
    expect(sheets[0]!.name).toBe('品牌列表')
    const rows = sheets[0]!.rows
    expect(rows[0]).toEqual(HEADERS)
    expect(rows.length - 1).toBe(await countWhere('b.status in (1, 2)'))
    expect(new Set(rows.slice(1).map((r) => r[13]))).toEqual(new Set(['正式', '试用']))
    expect(rows[1]![14]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(rows.some((r) => r[1] === 'A&B <"茶">, 饮')).toBe(true)
    // Group and industry names are looked up by key; a brand without an industry has an empty
    // cell there and the cells after it stay in their columns.
    const names = await namesOf()
    for (const row of rows.slice(1)) {
      const brand = names.get(Number(row[0]))!
      expect([row[2], row[3], row[5] ?? '']).toEqual([String(brand.group_id), brand.group_name, brand.industry_name ?? ''])
    }
    expect(rows.some((r) => r[5] === '' && /^\d{4}-/.test(r[14] ?? ''))).toBe(true)
    expect(rows.some((r) => (r[5] ?? '') !== '')).toBe(true)
  })

  it('shows the plan in the download centre with its file name, exporter and status, and marks it downloaded', async () => {
    const res = await start({ format: 'csv', name: '批量品牌1' })
    const { planId } = res.json().data
    const plan = await waitForPlan(t, t.operator, planId)
    expect(plan).toMatchObject({ status: 2, download_status: 0, model_name: 'BRAND_LIST', export_person: '13800000000', export_person_name: '平台管理员' })
    expect(plan.file_name).toMatch(/^品牌列表_\d{14}\.csv$/)
    expect(plan.rows_done).toBe(await countWhere(`b.name like '%批量品牌1%'`))
    const result = await poll(res.json().data.flowNo)
    expect((await download(t, result.url)).statusCode).toBe(200)
    const after = (await listPlans(t, t.operator)).data.plans.data.find((p: { id: number }) => p.id === planId)
    expect(after.download_status).toBe(1)
  })

  it('refuses an export without brand.export.btn, and scopes brand staff to their brand in the list', async () => {
    const brand = await buildBrand(t)
    const staff = await buildAccount(t, { role: 'staff', orgId: brand.id })
    const staffToken = await login(t, staff.username, staff.password)
    const res = await start({ format: 'csv' }, staffToken)
    expect(res.statusCode).toBe(403)
    const list = await t.app.inject({ method: 'POST', url: '/org-center/brand/list-for-opt', headers: authed(staffToken), payload: { pageNum: 1, pageSize: 10 } })
    expect(list.json().data).toMatchObject({ total: 1, list: [{ id: brand.id }] })
  })

  it('answers the brand list with the same filters, 10 per page, newest first, and a bounded count', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/org-center/brand/list-for-opt', headers: authed(t.operator), payload: { brandType: 66, pageNum: 2 } })
    const data = res.json().data
    expect(data.pageSize).toBe(10)
    expect(data.list).toHaveLength(10)
    expect(data.total).toBe(await countWhere('b.brand_type = 66'))
    expect(data.totalCapped).toBe(false)
    expect(data.list[0]).toMatchObject({ brandType: 66, brandTypeName: '餐饮2.0', groupName: expect.any(String) })
    const times = data.list.map((b: { createdAt: string }) => b.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
  })

  /** Writes an export file straight through the writer, outside the job queue: no pauses, progress or checkpoints. */
  const writeDirectly = (options: Pick<Parameters<typeof writeExportFile>[0], 'source' | 'format' | 'path' | 'pageRows' | 'maxRowsPerSheet' | 'lookupMaxRows'>) =>
    writeExportFile({ db: t.database.db, fetchLines: lineFetcherFor(t.database), pauseMs: 0, onProgress: () => {}, checkpoint: () => {}, ...options })

  it('continues on further sheets when a sheet is full, repeating the header, with filters paging through key windows', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yy-xlsx-')), 'out.xlsx')
    const source = brandExportSource({ isTest: 1 }, { kind: 'platform' })
    const rows = await writeDirectly({ source, format: 'xlsx', path: file, pageRows: 70, maxRowsPerSheet: 50 })
    const expected = await countWhere('b.is_test = 1')
    expect(rows).toBe(expected)
    const sheets = await readXlsx(fs.readFileSync(file))
    expect(sheets.length).toBe(Math.ceil(expected / 49))
    expect(sheets.map((s) => s.name).slice(0, 2)).toEqual(['品牌列表', '品牌列表2'])
    for (const sheet of sheets) expect(sheet.rows[0]).toEqual(HEADERS)
    expect(sheets.slice(0, -1).every((s) => s.rows.length === 50)).toBe(true)
    const ids = sheets.flatMap((s) => s.rows.slice(1).map((r) => Number(r[0])))
    expect(ids).toHaveLength(expected)
    expect(new Set(ids).size).toBe(expected)
    expect(sheets.flatMap((s) => s.rows.slice(1)).every((r) => r[8] === '是')).toBe(true)
  })

  it('writes the same file when the looked-up tables are too large to read at once (a subquery per row)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yy-xlsx-'))
    const run = async (file: string, lookupMaxRows?: number) => {
      await writeDirectly({ source: brandExportSource({ brandType: 2 }, { kind: 'platform' }), format: 'csv', path: file, pageRows: 90, ...(lookupMaxRows === undefined ? {} : { lookupMaxRows }) })
      return fs.readFileSync(file, 'utf8')
    }
    const once = await run(path.join(dir, 'once.csv'))
    const perRow = await run(path.join(dir, 'per-row.csv'), 1)
    expect(perRow).toBe(once)
    expect(once.trimEnd().split('\n').length - 1).toBe(await countWhere('b.brand_type = 2'))
  })
})
