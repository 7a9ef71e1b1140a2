import fs from 'node:fs'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { accountOrgs } from '../src/modules/access/access.table.js'
import { accounts } from '../src/modules/accounts/accounts.table.js'
import { brandSuperAdmins } from '../src/modules/brands/brand-super-admins.table.js'
import type { TestApp } from './build-app.js'
import { adminTestApp, authed, buildAccount, login } from './factories/accounts.js'
import { buildBrand } from './factories/brands.js'
import { FAST_JOBS, WAKE_ONLY, dispatchCall, download, readXlsx, waitForPlan } from './factories/tasks.js'

const URL_IMPORT = '/org-center/operating/cfg/accounts/import-hq-account'
const HEADER = '品牌ID,姓名,手机区号,手机号'
const FIXTURES = path.join(import.meta.dirname, 'fixtures')

/** A fixture file with its brand ids 1 and 2 (first column) read as `ids[0]` and `ids[1]`; digits and line ends are single bytes in GBK too. */
const withBrandIds = (bytes: Buffer, ids: number[]) =>
  Buffer.from(bytes.toString('latin1').replace(/(^|\n)([12]),/g, (_, start: string, n: string) => `${start}${ids[Number(n) - 1]},`), 'latin1')

const upload = (t: TestApp, token: string, name: string, content: Buffer | string) => {
  const form = new FormData()
  form.append('file', new Blob([content]), name)
  return t.app.inject({ method: 'POST', url: URL_IMPORT, headers: authed(token), payload: form })
}

describe('importing brand super-admin accounts', () => {
  const t = adminTestApp({ env: { ...FAST_JOBS, ...WAKE_ONLY, IMPORT_MAX_BYTES: '20480', IMPORT_MAX_ROWS: '50' } })
  /** Three brands of this test's own (ids in the files it imports). */
  let b1: number, b2: number, b3: number
  beforeAll(async () => {
    ;[b1, b2, b3] = [(await buildBrand(t)).id, (await buildBrand(t)).id, (await buildBrand(t)).id]
  })

  const linksOf = async (brandId: number) =>
    (
      await t.database.db
        .select({ mobile: accounts.username, name: accounts.name })
        .from(brandSuperAdmins)
        .innerJoin(accounts, eq(accounts.id, brandSuperAdmins.accountId))
        .where(eq(brandSuperAdmins.brandId, brandId))
    ).sort((a, b) => a.mobile.localeCompare(b.mobile))

  it('applies exactly the good rows and reports every other row with its reason (status 12, view failed accounts)', async () => {
    const csv = [
      HEADER,
      `${b1},张三,+86,13712340001`,
      `${b1},李四,,13712340002`,
      `${b2},Tom,+852,91234567`,
      `${b1},,+86,13712340003`,
      `${b1},王五,+86,1371234`,
      '99999,赵六,+86,13712340004',
      `${b1},张三,+86,13712340001`,
      'x,钱七,+86,13712340005',
      `${b2},一二三四五六七八九十一二三四五六七八九十一,+86,13712340006`,
      '',
    ].join('\r\n')
    const res = await upload(t, t.operator, '超管名单.csv', `\uFEFF${csv}`)
    expect(res.json()).toMatchObject({ status: true, message: '导入任务已创建，请在任务中心查看结果' })
    const plan = await waitForPlan(t, t.operator, res.json().data.planId)
    expect(plan).toMatchObject({ status: 12, model_name: 'BRAND_SUPER_ADMIN_IMPORT', file_name: '超管名单.csv', rows_done: 9, error: '6行未导入' })

    expect(await linksOf(b1)).toEqual([
      { mobile: '13712340001', name: '张三' },
      { mobile: '13712340002', name: '李四' },
    ])
    expect(await linksOf(b2)).toEqual([{ mobile: '91234567', name: 'Tom' }])
    const [hk] = await t.database.db.select().from(accounts).where(eq(accounts.username, '91234567'))
    expect(hk!.countryCode).toBe('+852')
    // Each imported super admin may act for its brand: a brand grant, remembered on the link.
    const [grant] = await t.database.db.select().from(accountOrgs).where(and(eq(accountOrgs.accountId, hk!.id), eq(accountOrgs.orgType, 2), eq(accountOrgs.orgId, b2)))
    expect(grant).toBeDefined()
    const [link] = await t.database.db.select().from(brandSuperAdmins).where(and(eq(brandSuperAdmins.accountId, hk!.id), eq(brandSuperAdmins.brandId, b2)))
    expect(link!.accountOrgId).toBe(grant!.id)
    expect(await t.database.db.select().from(accounts).where(eq(accounts.username, '13712340004'))).toHaveLength(0)

    const detail = await dispatchCall(t, t.operator, 'GET', 'plan/detail', { id: plan.id })
    const file = await download(t, detail.body.data.download_url)
    expect(decodeURIComponent(file.headers['content-disposition'] as string)).toContain('失败明细_超管名单.xlsx')
    const [sheet] = await readXlsx(file.rawPayload)
    expect(sheet!.rows).toEqual([
      ['品牌ID', '姓名', '手机区号', '手机号', '失败原因'],
      [String(b1), '', '+86', '13712340003', '请输入姓名'],
      [String(b1), '王五', '+86', '1371234', '请输入正确的手机号'],
      ['99999', '赵六', '+86', '13712340004', '品牌不存在'],
      [String(b1), '张三', '+86', '13712340001', '与文件中前面的行重复'],
      ['x', '钱七', '+86', '13712340005', '品牌ID 应为正整数'],
      [String(b2), '一二三四五六七八九十一二三四五六七八九十一', '+86', '13712340006', '姓名最多20个字符'],
    ])
  })

  it('reads a CSV the same whether Excel saved it as GBK, UTF-8 with a BOM or UTF-8 without one', async () => {
    for (const [file, prefix] of [
      ['super-admins-gbk.csv', '1373456100'],
      ['super-admins-utf8-bom.csv', '1373456200'],
      ['super-admins-utf8.csv', '1373456300'],
    ] as const) {
      const bytes = withBrandIds(fs.readFileSync(path.join(FIXTURES, file)), [b1, b2])
      const res = await upload(t, t.operator, file, bytes)
      expect(res.json(), file).toMatchObject({ status: true })
      const plan = await waitForPlan(t, t.operator, res.json().data.planId)
      expect(plan, file).toMatchObject({ status: 11, rows_done: 2, error: '' })
      expect((await linksOf(b1)).filter((l) => l.mobile.startsWith(prefix)), file).toEqual([{ mobile: `${prefix}1`, name: '欧阳娜娜' }])
      // A quoted name keeps its comma.
      expect((await linksOf(b2)).filter((l) => l.mobile.startsWith(prefix)), file).toEqual([{ mobile: `${prefix}2`, name: '司马,懿' }])
    }
  })

  it('refuses a file that is neither UTF-8 nor GBK', async () => {
    const res = await upload(t, t.operator, 'binary.csv', Buffer.concat([Buffer.from(`${HEADER}\n`), Buffer.from([0x81, 0x20, 0xff, 0xfe, 0x0a])]))
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe('无法识别文件编码，请另存为“CSV UTF-8”或 Excel 工作簿后再导入')
  })

  it('reads XLSX too, and a fully good file ends as succeeded (11) with nothing to download', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('超级管理员')
    sheet.addRow(['品牌ID', '姓名', '手机区号', '手机号'])
    sheet.addRow([b3, '周八', '+86', 13712340010])
    const res = await upload(t, t.operator, 'ok.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()))
    const plan = await waitForPlan(t, t.operator, res.json().data.planId)
    expect(plan).toMatchObject({ status: 11, rows_done: 1, error: '' })
    expect(await linksOf(b3)).toEqual([{ mobile: '13712340010', name: '周八' }])
    const detail = await dispatchCall(t, t.operator, 'GET', 'plan/detail', { id: plan.id })
    expect(detail.status).toBe(404)
  })

  it('reports an account that is already super admin of the brand', async () => {
    const res = await upload(t, t.operator, 'again.csv', `${HEADER}\n${b1},张三,+86,13712340001\n`)
    const plan = await waitForPlan(t, t.operator, res.json().data.planId)
    expect(plan.status).toBe(12)
    const file = await download(t, (await dispatchCall(t, t.operator, 'GET', 'plan/detail', { id: plan.id })).body.data.download_url)
    expect((await readXlsx(file.rawPayload))[0]!.rows[1]![4]).toBe('该手机号已是该品牌的超级管理员')
  })

  it('refuses a bad file at once with a clear message and creates no plan', async () => {
    const cases: Array<[string, Buffer | string, number, string]> = [
      ['empty.csv', '', 422, '文件是空的，请按模板填写后再导入'],
      ['only-header.csv', `${HEADER}\n`, 422, '文件中没有数据，请按模板填写后再导入'],
      ['wrong.csv', '品牌,名字,手机\n1,张三,13712340001\n', 422, '表头不正确，应为：品牌ID、姓名、手机区号、手机号'],
      ['broken.xlsx', Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(300, 7)]), 422, '文件已损坏或不是有效的 Excel 文件'],
      ['photo.png', Buffer.from('89504e470d0a1a0a', 'hex'), 415, '仅支持 .xlsx 或 .csv 文件'],
      ['big.csv', `${HEADER}\n${`${b1},张三,+86,13712340001\n`.repeat(1200)}`, 413, '文件大小不能超过20KB'],
      ['many.csv', `${HEADER}\n${Array.from({ length: 51 }, (_, i) => `1,人${i},+86,137${String(i).padStart(8, '0')}`).join('\n')}`, 422, '单次最多导入50行，文件中有51行'],
    ]
    const before = (await dispatchCall(t, t.operator, 'GET', 'plan/list', { page: 1, page_size: 10 })).body.data.plans.total
    for (const [name, content, status, message] of cases) {
      const res = await upload(t, t.operator, name, content)
      expect({ name, status: res.statusCode, message: res.json().message }).toEqual({ name, status, message })
    }
    expect((await dispatchCall(t, t.operator, 'GET', 'plan/list', { page: 1, page_size: 10 })).body.data.plans.total).toBe(before)
  })

  it('lets brand staff import only for their own brand', async () => {
    const staff = await buildAccount(t, { role: 'staff', orgId: b1 })
    const staffToken = await login(t, staff.username, staff.password)
    const res = await upload(t, staffToken, 'mine.csv', `${HEADER}\n${b1},孙九,+86,13712340020\n${b2},吴十,+86,13712340021\n`)
    const plan = await waitForPlan(t, staffToken, res.json().data.planId)
    expect(plan.status).toBe(12)
    expect((await linksOf(b1)).map((l) => l.mobile)).toContain('13712340020')
    expect((await linksOf(b2)).map((l) => l.mobile)).not.toContain('13712340021')
    const file = await download(t, (await dispatchCall(t, staffToken, 'GET', 'plan/detail', { id: plan.id })).body.data.download_url)
    expect((await readXlsx(file.rawPayload))[0]!.rows[1]![4]).toBe('无权为该品牌添加超级管理员')
  })

  it('offers the import template: the header row and one example', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${URL_IMPORT}-template`, headers: authed(t.operator) })
    expect(res.statusCode).toBe(200)
    const [sheet] = await readXlsx(res.rawPayload)
    expect(sheet!.rows[0]).toEqual(['品牌ID', '姓名', '手机区号', '手机号'])
    expect(sheet!.rows).toHaveLength(2)
  })
})

describe('the import is an upload: the upload rate applies', () => {
  const t = adminTestApp({ env: { ...FAST_JOBS, ...WAKE_ONLY, UPLOAD_RATE_PER_MINUTE: '2' } })

  it('refuses a client past UPLOAD_RATE_PER_MINUTE imports a minute with 429 before reading the file, and starts no task', async () => {
    const brand = await buildBrand(t)
    const plans = async () => (await dispatchCall(t, t.operator, 'GET', 'plan/list', { page: 1, page_size: 10 })).body.data.plans.total as number
    const before = await plans()
    expect((await upload(t, t.operator, 'empty.csv', '')).statusCode).toBe(422)
    expect((await upload(t, t.operator, 'empty.csv', '')).statusCode).toBe(422)
    const third = await upload(t, t.operator, 'ok.csv', `${HEADER}\n${brand.id},周八,+86,13712349010\n`)
    expect(third.statusCode).toBe(429)
    expect(third.json()).toMatchObject({ status: false, code: 42900, message: '请求过于频繁，请稍后再试' })
    expect(await plans()).toBe(before)
    // The template is a download, not an upload: it is not counted.
    expect((await t.app.inject({ method: 'GET', url: `${URL_IMPORT}-template`, headers: authed(t.operator) })).statusCode).toBe(200)
  })
})
