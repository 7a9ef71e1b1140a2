import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestApp } from './build-app.js'
import { adminTestApp, authed, loginAsAdmin } from './factories/accounts.js'
import { rowsOf } from './factories/brands.js'
import { buildBrandStaff, buildTenantBrand } from './factories/tenants.js'
import { radioField } from './factories/config.js'

const BASE = '/pandora/field-config'
let seq = 0
const code = (prefix = 'f') => `${prefix}${process.pid % 1000}x${++seq}`

describe('the configuration dictionary', () => {
  const t = adminTestApp()

  const post = (path: string, payload: object, token = t.operator) => t.app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: authed(token), payload })
  const get = (path: string, token = t.operator) => t.app.inject({ method: 'GET', url: `${BASE}/${path}`, headers: authed(token) })
  const message = async (body: object) => {
    const res = await post('add', body)
    expect(res.statusCode, res.body).toBe(400)
    return res.json().message as string
  }

  it('adds a field, shows it in the list and detail, and records who saved it', async () => {
    const body = radioField()
    const res = await post('add', { ...body, bizTypes: [3, 1, 3], fieldName: '  点单模式 ' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ code: 0, message: '新增成功' })
    const created = res.json().data
    expect(created).toMatchObject({ fieldCode: body.fieldCode, fieldName: '点单模式', bizTypes: '1,3', sortNum: 1.5, version: 1, updatedBy: '张三', status: 0 })
    expect(created.updatedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)

    const detail = (await get(`detail?id=${created.id}`)).json().data
    expect(detail).toMatchObject({ relatedData: body.relatedData, relatedDefaultValue: body.relatedDefaultValue, defaultValue: 'staff', manageType: 1 })

    const page = (await post('list', { fieldCode: body.fieldCode, pageNum: 1, pageSize: 10 })).json().data
    expect(page).toMatchObject({ total: 1, pageNum: 1, pageSize: 10 })
    expect(page.list[0]).toMatchObject({ id: created.id, applyTypeName: '品牌配置', serviceModuleName: '订单中心', bizTypeNames: '茶饮、正餐', dataTypeName: '单选' })

    const history = (await get(`history?id=${created.id}`)).json().data
    expect(history).toEqual([expect.objectContaining({ version: 1, action: 'add', accountName: '张三', accountPhone: '13800000001' })])
  })

  it('filters by name, code, apply type, module, business type and status, smaller sortNum first', async () => {
    const tag = code('flt')
    const a = (await post('add', { ...radioField(`${tag}a`), fieldName: `筛选${tag}`, sortNum: 5, bizTypes: '4' })).json().data
    const b = (await post('add', { ...radioField(`${tag}b`), fieldName: `筛选${tag}`, sortNum: 2, applyType: 2, serviceModule: 'crm-center', bizTypes: '2,4' })).json().data
    const ids = async (filter: object) => (await post('list', { fieldName: `筛选${tag}`, ...filter })).json().data.list.map((r: { id: number }) => r.id)
    expect(await ids({})).toEqual([a.id, b.id])
    expect(await ids({ applyType: 2 })).toEqual([b.id])
    expect(await ids({ serviceModule: 'crm-center' })).toEqual([b.id])
    expect(await ids({ bizType: 2 })).toEqual([b.id])
    expect(await ids({ bizType: 4 })).toEqual([a.id, b.id])
    expect(await ids({ bizType: 1 })).toEqual([])
    expect(await ids({ status: 1 })).toEqual([])
    expect(await ids({ fieldCode: `${tag}B` })).toEqual([b.id])
  })

  it('requires every field of spec 2 §5 with its message', async () => {
    const base = radioField()
    const without = (key: string) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== key))
    expect(await message(without('applyType'))).toBe('请选择应用类型')
    expect(await message(without('fieldName'))).toBe('请输入字段名称')
    expect(await message({ ...base, fieldName: 'x'.repeat(51) })).toBe('字段名称最多 50 个字符')
    expect(await message(without('fieldCode'))).toBe('请输入字段编码')
    expect(await message({ ...base, fieldCode: 'a'.repeat(51) })).toBe('字段编码最多 50 个字符')
    expect(await message(without('serverNameAndGroup'))).toBe('请输入服务名及分组')
    expect(await message(without('manageType'))).toBe('请选择管理类型')
    expect(await message({ ...base, bizTypes: '' })).toBe('请选择业态')
    expect(await message({ ...base, bizTypes: [] })).toBe('请选择业态')
    expect(await message(without('serviceModule'))).toBe('请选择所属服务模块')
    expect(await message(without('descrip'))).toBe('请输入字段描述')
    expect(await message({ ...base, descrip: 'x'.repeat(1001) })).toBe('字段描述最多 1000 个字符')
    expect(await message({ ...base, manualText: 'x'.repeat(101) })).toBe('说明文案最多 100 个字符')
    expect(await message({ ...base, helpLink: 'x'.repeat(101) })).toBe('帮助链接最多 100 个字符')
    expect(await message({ ...base, helpLink: 'abc' })).toBe('帮助链接须是以 http:// 或 https:// 开头的网址')
    expect(await message({ ...base, helpLink: 'javascript:alert(1)' })).toBe('帮助链接须是以 http:// 或 https:// 开头的网址')
    expect(await message(without('dataType'))).toBe('请选择数据类型')
    expect(await message({ ...base, sortNum: 1.234 })).toBe('排序最多两位小数')
    // sortNum defaults to 99.
    expect((await post('add', { ...without('sortNum'), fieldCode: code() })).json().data.sortNum).toBe(99)
  })

  it('checks options, related options, related configs and defaults with the spec’s messages', async () => {
    const base = radioField()
    const opts = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `v${i}`, title: `选项${i}` }))
    expect(await message({ ...base, optionValues: opts(51), relatedData: [], relatedDefaultValue: [], defaultValue: null })).toBe('最多 50 个选项')
    // 80 options for a checkbox.
    expect((await post('add', { ...base, fieldCode: code(), dataType: 'checkbox', optionValues: opts(80), relatedData: [], relatedDefaultValue: [], defaultValue: ['v1'] })).statusCode).toBe(200)
    expect(await message({ ...base, dataType: 'checkbox', optionValues: opts(81), relatedData: [], relatedDefaultValue: [], defaultValue: null })).toBe('最多 80 个选项')
    expect(await message({ ...base, optionValues: [{ value: 'a', title: 'A' }, { value: 'b', title: '' }] })).toBe('第2个选项信息不完整')
    expect(await message({ ...base, optionValues: [{ value: 'a', title: 'A' }, { value: 'b', title: 'B' }, { value: 'a', title: 'C' }] })).toBe('第3个选项编码重复')
    const rel = (relatedValue: string, ...codes: string[]) => ({ relatedValue, relatedData: codes.map((c) => ({ name: c, code: c, dataType: 'number' })) })
    expect(await message({ ...base, relatedData: [rel('self', 'x1'), rel('self', 'x2')], relatedDefaultValue: [] })).toBe('第2个关联选项编码重复')
    expect(await message({ ...base, relatedData: [rel('self', 'x1'), rel('staff', 'x1')], relatedDefaultValue: [] })).toBe('第2个关联选项的第1个关联配置编码重复')
    expect(await message({ ...base, relatedData: [rel('self', 'x1', 'x2', 'x3', 'x4', 'x5', 'x6')], relatedDefaultValue: [] })).toBe('第1个关联选项最多关联 5 个配置')
    expect(await message({ ...base, relatedData: [{ relatedValue: 'self', relatedData: [{ name: '', code: 'x1', dataType: 'number' }] }], relatedDefaultValue: [] })).toBe('第1个关联选项的第1个关联配置信息不完整')
    expect(await message({ ...base, relatedData: [rel('nope', 'x1')], relatedDefaultValue: [] })).toBe('第1个关联选项不是本字段的选项')
    expect(
      await message({ ...base, relatedData: [{ relatedValue: 'self', relatedData: [{ name: '等级', code: 'lv', dataType: 'radio', optionValues: [{ value: 'a', title: 'A' }, { value: 'a', title: 'B' }] }] }], relatedDefaultValue: [] }),
    ).toBe('关联配置 lv 的第2个选项编码重复')
    const many = Array.from({ length: 51 }, (_, i) => rel(`v${i}`, `c${i}`))
    expect(await message({ ...base, optionValues: opts(51).slice(0, 50), relatedData: many, relatedDefaultValue: [], defaultValue: null })).toBe('最多 50 个关联选项')
    // Defaults: set but empty, not an option, dependents' defaults of their own type.
    expect(await message({ ...base, defaultValue: '' })).toBe('请设置默认值')
    expect(await message({ ...base, defaultValue: 'other' })).toBe('默认值的选项不存在')
    expect(await message({ ...base, relatedDefaultValue: [{ fieldCode: base.relatedData[0]!.relatedData[0]!.code, defaultValue: '多' }] })).toBe(`关联配置 ${base.relatedData[0]!.relatedData[0]!.code} 的默认值应为数字`)
    expect(await message({ ...base, relatedDefaultValue: [{ fieldCode: 'ghost', defaultValue: 1 }] })).toBe('关联配置 ghost 不存在')
    // Array type: every option needs a default.
    const arr = { ...base, dataType: 'array', relatedData: [], relatedDefaultValue: [], optionValues: opts(2) }
    expect(await message({ ...arr, defaultValue: ['甲', ' '] })).toBe('请设置第2个选项的默认值')
    expect(await message({ ...arr, defaultValue: null })).toBe('请设置第1个选项的默认值')
    expect((await post('add', { ...arr, fieldCode: code(), defaultValue: ['甲', '乙'] })).statusCode).toBe(200)
    // A type without options carries none; number defaults have at most 9 digits.
    expect(await message({ ...base, dataType: 'number', relatedData: [], relatedDefaultValue: [], defaultValue: 1 })).toBe('数字类型没有选项')
    expect(await message({ ...base, dataType: 'number', optionValues: [], relatedData: [], relatedDefaultValue: [], defaultValue: 1234567890 })).toBe('默认值最多 9 位数字')
  })

  it('keeps codes unique across the dictionary, dependents included, and locks the code after creation', async () => {
    const first = radioField()
    const created = (await post('add', first)).json().data
    const again = await post('add', { ...radioField(first.fieldCode) })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(`字段编码 ${first.fieldCode} 已存在`)
    const dependent = first.relatedData[0]!.relatedData[0]!.code
    const clash = await post('add', radioField(code(), dependent))
    expect(clash.statusCode).toBe(409)
    expect(clash.json().message).toBe(`编码 ${dependent} 已被字段 ${first.fieldCode} 使用`)
    // A new field cannot take a dependent's code as its own either.
    expect((await post('add', { ...radioField(dependent) })).json().message).toBe(`编码 ${dependent} 已被字段 ${first.fieldCode} 使用`)

    const locked = await post('update', { ...first, id: created.id, fieldCode: code() })
    expect(locked.statusCode).toBe(400)
    expect(locked.json().message).toBe('字段编码创建后不可修改')
  })

  it('updates at the loaded version, frees codes it dropped, and keeps the history', async () => {
    const body = radioField()
    const created = (await post('add', body)).json().data
    const oldDependent = body.relatedData[0]!.relatedData[0]!.code
    const newDependent = code('lim')
    const update = {
      ...body,
      id: created.id,
      version: 1,
      status: 1,
      accountName: '李四',
      relatedData: [{ relatedValue: 'self', relatedData: [{ name: '每单上限', code: newDependent, dataType: 'number', optionValues: [] }] }],
      relatedDefaultValue: [{ fieldCode: newDependent, defaultValue: 30 }],
    }
    const res = await post('update', update)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ message: '修改成功', data: { version: 2, status: 1, updatedBy: '李四' } })
    const stale = await post('update', { ...update, version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe('该字段已被他人修改，请刷新后重试')
    // The dropped dependent code is free again.
    expect((await post('add', radioField(oldDependent, code()))).statusCode).toBe(200)
    const history = (await get(`history?id=${created.id}`)).json().data
    expect(history.map((h: { version: number; accountName: string }) => [h.version, h.accountName])).toEqual([
      [2, '李四'],
      [1, '张三'],
    ])
    const [log] = await rowsOf<{ detail: { changed: string[] } }>(t, sql`select detail from operation_logs where route = ${`${BASE}/update`} and code = 0 order by id desc limit 1`)
    expect(log!.detail.changed).toEqual(expect.arrayContaining(['status', 'relatedData', 'relatedDefaultValue']))
    expect((await post('update', { ...update, id: 99_999_999 })).statusCode).toBe(404)
    expect((await get('detail?id=99999999')).json().message).toBe('字段不存在或已删除')
  })

  it('writes no new version for a save that changes nothing, and creates fields enabled only (item 20)', async () => {
    const body = radioField()
    const refused = await post('add', { ...body, status: 1 })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ message: '新建的字段为启用状态，停用请在创建后编辑', data: [{ path: 'body.status' }] })
    const created = (await post('add', body)).json().data
    expect(created).toMatchObject({ version: 1, status: 0 })
    const same = await post('update', { ...body, id: created.id, version: 1, accountName: '李四' })
    expect(same.statusCode, same.body).toBe(200)
    expect(same.json()).toMatchObject({ message: '内容没有变化，未生成新版本', data: { version: 1 } })
    const history = (await get(`history?id=${created.id}`)).json().data
    expect(history.map((h: { version: number }) => h.version)).toEqual([1])
    // A stale version that changes nothing is still a conflict, and a real change is a new version.
    expect((await post('update', { ...body, id: created.id, version: 2 })).statusCode).toBe(409)
    expect((await post('update', { ...body, id: created.id, version: 1, fieldName: `${body.fieldName}改` })).json().data.version).toBe(2)
  })

  it('asks for the page and the button codes, and keeps brand staff out', async () => {
    const { token: staff } = await buildBrandStaff(t, [await buildTenantBrand(t)])
    expect((await post('list', {}, staff)).statusCode).toBe(403)
    expect((await post('add', radioField(), staff)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: `${BASE}/list`, payload: {} })).statusCode).toBe(401)
    expect((await get('settings')).json().data).toMatchObject({ stage: 'dev', canCreate: true })
  })

  it('refuses new fields on a production deployment', async () => {
    const pro = await createTestApp({ env: { DEPLOYMENT_STAGE: 'pro' } })
    try {
      const token = await loginAsAdmin(pro)
      const res = await pro.app.inject({ method: 'POST', url: `${BASE}/add`, headers: authed(token), payload: radioField() })
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe('生产环境不能新建字段，请在测试环境新建后一键同步')
      expect((await pro.app.inject({ method: 'GET', url: `${BASE}/settings`, headers: authed(token) })).json().data).toMatchObject({ stage: 'pro', canCreate: false })
    } finally {
      await pro.close()
    }
  })
})
