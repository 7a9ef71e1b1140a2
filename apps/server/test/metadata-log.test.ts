import { describe, expect, it } from 'vitest'
import { dbKind } from './build-app.js'
import { DEFINITE as D, METADATA_BASE as BASE, useMetadataFixture } from './factories/metadata.js'
import { buildBrandStaff, buildTenantBrand } from './factories/tenants.js'

const LOG = `${BASE}/operation-log/list`
const PAGE = '/dataStandard/operationLog/list'

/** YYYY-MM-DD in China time, `days` from `at`. */
const chinaDay = (at: Date, days = 0) => new Date(at.getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)

describe(`the data standards' operation log, /dataStandard/operationLog/list (${dbKind})`, () => {
  const m = useMetadataFixture()

  it('shows whoever holds only that page every transition with its diff, by day, person, name and action, page by page', async () => {
    const def = await m.add({ fieldName: '营业执照号', checkRules: { ruleItems: [{ validatorType: 'MAX_LENGTH', validatorVal: '18' }] } })
    await m.post(`${D}/auth`, { id: def.id, authStatus: false, authMsg: '请补充校验' }, m.reviewer)
    await m.post(`${D}/update`, { ...(await m.definition({ fieldCode: def.fieldCode, fieldName: '营业执照号', checkRules: { ruleItems: [{ validatorType: 'REQUIRED' }, { validatorType: 'MAX_LENGTH', validatorVal: '18' }] } })), id: def.id })
    const { token } = await m.operatorWith({ pages: [PAGE], name: '日志查看员' })
    const today = chinaDay(m.t.clock.now())

    const all = await m.get(LOG, { createdAtBegin: today, createdAtEnd: today, name: def.fieldCode, pageSize: 10 }, token)
    expect(all.statusCode, all.body).toBe(200)
    expect(all.json().data.list.map((l: { actionName: string }) => l.actionName)).toEqual(['修改', '审核驳回', '新增'])
    expect(all.json().data.list[0]).toMatchObject({
      fieldName: '营业执照号',
      operatorName: '平台管理员',
      fromStatus: 2,
      toStatus: 1,
      diff: [{ field: 'checkRules', label: '校验规则', from: '最大长度=18', to: '必填；最大长度=18' }],
    })

    const byReviewer = (await m.get(LOG, { operator: '审核员', name: def.fieldCode }, token)).json().data
    expect(byReviewer.list).toEqual([expect.objectContaining({ action: 'reject', remark: '请补充校验', operatorName: '审核员乙' })])
    expect((await m.get(LOG, { action: 'create', name: def.fieldCode }, token)).json().data.total).toBe(1)
    expect((await m.get(LOG, { createdAtBegin: chinaDay(m.t.clock.now(), -3), createdAtEnd: chinaDay(m.t.clock.now(), -1), name: def.fieldCode }, token)).json().data.total).toBe(0)
    const second = (await m.get(LOG, { name: def.fieldCode, pageNum: 2, pageSize: 1 }, token)).json().data
    expect(second).toMatchObject({ total: 3, pageNum: 2, pageSize: 1, list: [expect.objectContaining({ action: 'reject' })] })

    // The definition log page and the system log are other pages' calls.
    expect((await m.get(`${D}/log-list`, { id: def.id }, token)).statusCode).toBe(403)
    expect((await m.post('/org-center/operating-log/list', { createdAtBegin: today, createdAtEnd: today }, token)).statusCode).toBe(403)
  })

  it('refuses a bad search with its Chinese message', async () => {
    const message = async (query: Record<string, string>) => {
      const res = await m.get(LOG, query)
      expect(res.statusCode).toBe(400)
      return res.json().message as string
    }
    expect(await message({ createdAtBegin: '2026-03-10', createdAtEnd: '2026-03-09' })).toBe('结束日期不能早于开始日期')
    expect(await message({ createdAtBegin: '2026-02-30' })).toBe('请选择正确的开始日期')
    expect(await message({ action: 'drop' })).toBe('请选择正确的操作')
  })

  it('refuses a role without the page and brand staff', async () => {
    const { token } = await m.operatorWith({ pages: ['/dataStandard/metadata/index'] })
    expect((await m.get(LOG, {}, token)).statusCode).toBe(403)
    const staff = await buildBrandStaff(m.t, [await buildTenantBrand(m.t)])
    expect((await m.get(LOG, {}, staff.token)).statusCode).toBe(403)
  })
})
