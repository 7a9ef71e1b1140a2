import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { dbKind } from './build-app.js'
import { adminTestApp, authed } from './factories/accounts.js'
import { rowsOf } from './factories/brands.js'
import { addField, brandOfBizType, buildGroup, fieldBody, radioWithDependent, uniqueCode, updateField } from './factories/config.js'

const INCREMENT = -999

describe(`brand and group configuration (${dbKind})`, () => {
  const t = adminTestApp()

  const post = (url: string, payload: object, token = t.operator) => t.app.inject({ method: 'POST', url, headers: authed(token), payload })
  const get = (url: string, token = t.operator) => t.app.inject({ method: 'GET', url, headers: authed(token) })
  const ok = async <T = Record<string, unknown>>(res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const r = await res
    expect(r.statusCode, r.body).toBe(200)
    return (r.json() as { data: T }).data
  }
  const saveBrand = (sellerId: number, configValues: object[], extra: object = {}) => post('/pandora/seller-config/save', { sellerId, configValues, incrementSave: INCREMENT, ...extra })
  const saveGroup = (groupId: number, configValues: object[], extra: object = {}) => post('/pandora/group-config/save', { groupId, configValues, incrementSave: INCREMENT, ...extra })
  const refused = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 400) => {
    const r = await res
    expect(r.statusCode, r.body).toBe(status)
    return (r.json() as { message: string }).message
  }
  const brandDetail = (sellerId: number) => ok<{ version: number; status: number; configValues: Array<Record<string, unknown>> }>(get(`/pandora/seller-config/detail?sellerId=${sellerId}`))
  const savedCodes = async (sellerId: number) => (await brandDetail(sellerId)).configValues.map((v) => v.fieldCode).sort()

  it('lists brands with group, business type and status, filtered and newest first; the first save marks the brand configured', async () => {
    const group = await buildGroup(t)
    const older = await brandOfBizType(t, 4, { groupId: group.id, name: `配列${uniqueCode('')}烘`, createdAt: new Date('2025-01-01T00:00:00Z') })
    const newer = await brandOfBizType(t, 1, { groupId: group.id, name: `配列${uniqueCode('')}茶`, createdAt: new Date('2025-02-01T00:00:00Z') })
    const field = await addField(t, t.operator, fieldBody())
    const list = (filter: object) => ok<{ list: Array<Record<string, unknown>>; total: number; totalCapped: boolean }>(post('/pandora/seller-config/list', { groupName: group.name, ...filter }))

    const all = await list({})
    expect(all).toMatchObject({ total: 2, totalCapped: false, pageNum: 1, pageSize: 10 })
    expect(all.list).toEqual([
      { sellerId: newer.id, sellerName: newer.name, groupId: group.id, groupName: group.name, bizType: 1, bizTypeName: '茶饮', status: 0, createdAt: '2025-02-01 08:00:00', updatedAt: null },
      expect.objectContaining({ sellerId: older.id, bizType: 4, bizTypeName: '烘焙', status: 0, createdAt: '2025-01-01 08:00:00' }),
    ])
    const ids = async (filter: object) => (await list(filter)).list.map((r) => r.sellerId)
    expect(await ids({ bizType: 4 })).toEqual([older.id])
    expect(await ids({ bizType: 1 })).toEqual([newer.id])
    expect(await ids({ bizType: 2 })).toEqual([])
    expect(await ids({ sellerId: older.id })).toEqual([older.id])
    expect(await ids({ sellerName: older.name.slice(2, 8) })).toEqual([older.id])
    expect(await ids({ status: 1 })).toEqual([])

    await ok(saveBrand(older.id, [{ fieldCode: field.fieldCode, fieldValue: true }]))
    expect(await ids({ status: 1 })).toEqual([older.id])
    expect(await ids({ status: 0 })).toEqual([newer.id])
    const row = (await list({ sellerId: older.id })).list[0]!
    expect(row.status).toBe(1)
    expect(row.updatedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
  })

  it('lists groups with their brand count and status; the first group save marks the group configured', async () => {
    const group = await buildGroup(t)
    await brandOfBizType(t, 1, { groupId: group.id })
    await brandOfBizType(t, 3, { groupId: group.id })
    const field = await addField(t, t.operator, fieldBody({ applyType: 2 }))
    const list = async (filter: object) => (await ok<{ list: Array<Record<string, unknown>>; total: number }>(post('/pandora/group-config/list', { groupName: group.name, ...filter }))).list
    expect(await list({})).toEqual([{ groupId: group.id, groupName: group.name, brandCount: 2, status: 0, createdAt: expect.any(String), updatedAt: null }])
    expect(await list({ status: 1 })).toEqual([])

    const saved = await ok<Record<string, unknown>>(saveGroup(group.id, [{ fieldCode: field.fieldCode, fieldValue: true }]))
    expect(saved).toMatchObject({ ownerId: group.id, ownerName: group.name, status: 1, version: 1, changed: true })
    expect(await list({ status: 1 })).toEqual([expect.objectContaining({ groupId: group.id, status: 1, updatedAt: expect.stringMatching(/^\d{4}-/) })])
    expect(await list({ groupId: group.id, status: 0 })).toEqual([])
    // A group field in a brand save, and a brand field in a group save, are refused.
    const brandField = await addField(t, t.operator, fieldBody())
    expect(await refused(saveGroup(group.id, [{ fieldCode: brandField.fieldCode, fieldValue: true }]))).toBe(`配置 ${brandField.fieldCode} 不是集团配置`)
  })

  it('gives the editor the enabled fields of the brand’s business type, grouped by page group and sorted by sortNum, then id', async () => {
    const tag = uniqueCode('pg')
    const add = (o: Record<string, unknown>) => addField(t, t.operator, fieldBody({ fieldCode: uniqueCode(tag), ...o }))
    const base = await add({ pageGroup: '', sortNum: 1 })
    const firstA = await add({ pageGroup: `${tag}甲`, sortNum: 2 })
    const tieA = await add({ pageGroup: `${tag}甲`, sortNum: 2 })
    const b = await add({ pageGroup: `${tag}乙`, sortNum: 3 })
    const lastA = await add({ pageGroup: `${tag}甲`, sortNum: 5 })
    const disabled = await add({ pageGroup: `${tag}甲`, sortNum: 4 })
    await updateField(t, t.operator, disabled.id, { status: 1 })
    await add({ pageGroup: `${tag}甲`, sortNum: 4, bizTypes: '5' })
    await add({ pageGroup: `${tag}甲`, sortNum: 4, applyType: 2 })
    const groupOnly = await add({ pageGroup: `${tag}丙`, sortNum: 4, applyType: 2, bizTypes: '5' })

    const brand = await brandOfBizType(t, 4)
    const data = await ok<{ groups: Array<{ pageGroup: string; fields: Array<{ fieldCode: string }> }>; configValues: unknown[]; version: number }>(
      get(`/pandora/seller-config/field-config-data?sellerId=${brand.id}`),
    )
    const mine = data.groups.map((g) => ({ pageGroup: g.pageGroup, codes: g.fields.map((f) => f.fieldCode).filter((c) => c.startsWith(tag)) })).filter((g) => g.codes.length > 0)
    expect(mine).toEqual([
      { pageGroup: '基础配置', codes: [base.fieldCode] },
      { pageGroup: `${tag}甲`, codes: [firstA.fieldCode, tieA.fieldCode, lastA.fieldCode] },
      { pageGroup: `${tag}乙`, codes: [b.fieldCode] },
    ])
    expect(data.groups.find((g) => g.pageGroup === `${tag}甲`)!.fields[0]).toMatchObject({ fieldName: '测试开关', dataType: 'bool', defaultValue: false, serviceModuleName: '订单中心', sortNum: 2, descrip: '测试用的配置' })
    expect(data).toMatchObject({ configValues: [], version: 0 })

    await ok(saveBrand(brand.id, [{ fieldCode: b.fieldCode, fieldValue: true, dataType: 'bool' }]))
    const after = await ok<{ configValues: unknown[]; version: number }>(get(`/pandora/seller-config/field-config-data?sellerId=${brand.id}`))
    expect(after.version).toBe(1)
    expect(after.configValues).toEqual([
      { fieldCode: b.fieldCode, dataType: 'bool', fieldValue: true, isSellerRead: false, isSellerWrite: false, relatedFieldCode: null, relatedFieldValue: null, serviceModule: 'order-center' },
    ])

    // Group fields: applyType 2, whatever the business type.
    const group = await buildGroup(t)
    const groupData = await ok<{ groups: Array<{ pageGroup: string; fields: Array<{ fieldCode: string }> }> }>(get(`/pandora/group-config/field-config-data?groupId=${group.id}`))
    const groupCodes = groupData.groups.flatMap((g) => g.fields.map((f) => f.fieldCode)).filter((c) => c.startsWith(tag))
    expect(groupCodes).toHaveLength(2)
    expect(groupCodes).toContain(groupOnly.fieldCode)
  })

  it('refuses every save that breaks a rule, with its message, and saves nothing', async () => {
    const brand = await brandOfBizType(t, 3)
    const sw = await addField(t, t.operator, fieldBody())
    const disabled = await addField(t, t.operator, fieldBody())
    await updateField(t, t.operator, disabled.id, { status: 1 })
    const groupField = await addField(t, t.operator, fieldBody({ applyType: 2 }))
    const bakeryOnly = await addField(t, t.operator, fieldBody({ bizTypes: '4' }))
    const text = await addField(t, t.operator, fieldBody({ dataType: 'string', defaultValue: null }))
    const num = await addField(t, t.operator, fieldBody({ dataType: 'number', defaultValue: null }))
    const arr = await addField(t, t.operator, fieldBody({ dataType: 'array', optionValues: [{ value: 'a', title: '甲' }], defaultValue: ['x'] }))
    const { body: radio, dependent } = radioWithDependent()
    await addField(t, t.operator, radio)

    const message = async (configValues: object[], extra: object = {}) => refused(saveBrand(brand.id, configValues, extra))
    const one = (fieldCode: string, fieldValue: unknown, extra: object = {}) => message([{ fieldCode, fieldValue, ...extra }])
    expect(await one('ghost.code', true)).toBe('配置 ghost.code 不存在')
    expect(await one(disabled.fieldCode, true)).toBe(`停用的配置不能保存：${disabled.fieldCode}`)
    expect(await one(groupField.fieldCode, true)).toBe(`配置 ${groupField.fieldCode} 不是品牌配置`)
    expect(await one(bakeryOnly.fieldCode, true)).toBe(`配置 ${bakeryOnly.fieldCode} 不适用于该品牌的业态`)
    expect(await one(sw.fieldCode, true, { dataType: 'number' })).toBe(`配置 ${sw.fieldCode} 的数据类型应为 bool`)
    expect(await one(sw.fieldCode, null)).toBe(`缺少必填项：${sw.fieldCode}`)
    expect(await one(text.fieldCode, '   ')).toBe(`缺少必填项：${text.fieldCode}`)
    expect(await one(arr.fieldCode, ['', ' '])).toBe(`缺少必填项：${arr.fieldCode}`)
    expect(await one(sw.fieldCode, 'yes')).toBe(`测试开关（${sw.fieldCode}）应为开或关`)
    expect(await one(radio.fieldCode, 'other')).toBe(`点单模式（${radio.fieldCode}）的选项不存在`)
    expect(await one(text.fieldCode, 'x'.repeat(1501))).toBe(`测试开关（${text.fieldCode}）最多 1500 个字符`)
    expect(await one(num.fieldCode, 1234567890)).toBe(`测试开关（${num.fieldCode}）最多 9 位数字`)
    expect(await one(arr.fieldCode, Array.from({ length: 51 }, (_, i) => `v${i}`))).toBe(`测试开关（${arr.fieldCode}）最多 50 项`)
    expect(await message([{ fieldCode: sw.fieldCode, fieldValue: true }, { fieldCode: sw.fieldCode, fieldValue: false }])).toBe(`配置 ${sw.fieldCode} 重复`)
    // A dependent names its real parent and option, and the parent's value must turn it on.
    expect(await message([{ fieldCode: radio.fieldCode, fieldValue: 'self' }, { fieldCode: dependent, fieldValue: 5 }])).toBe(`关联配置 ${dependent} 应属于 ${radio.fieldCode} 的选项 self`)
    const dep = { fieldCode: dependent, fieldValue: 5, relatedFieldCode: radio.fieldCode, relatedFieldValue: 'self' }
    expect(await message([{ fieldCode: radio.fieldCode, fieldValue: 'staff' }, dep])).toBe(`关联配置 ${dependent} 的上级配置未开启`)
    expect(await message([dep])).toBe(`关联配置 ${dependent} 的上级配置未开启`)
    expect(await message([], { incrementSave: undefined })).toBe('请至少选择一项配置')
    expect(await message([{ fieldCode: sw.fieldCode, fieldValue: true, enabled: false }])).toBe('请至少选择一项配置')
    const res = await saveBrand(brand.id, [{ fieldCode: 'ghost.code', fieldValue: true }])
    expect(res.json()).toMatchObject({ status: false, code: 40001, data: [{ path: 'configValues.0', message: '配置 ghost.code 不存在' }] })

    expect(await brandDetail(brand.id)).toMatchObject({ version: 0, status: 0, configValues: [] })
    // Text is trimmed; the same rules accept good values.
    const saved = await ok<{ configValues: Array<{ fieldCode: string; fieldValue: unknown }> }>(
      saveBrand(brand.id, [{ fieldCode: text.fieldCode, fieldValue: '  你好  ' }, { fieldCode: radio.fieldCode, fieldValue: 'self' }, dep, { fieldCode: arr.fieldCode, fieldValue: [' a '] }]),
    )
    expect(Object.fromEntries(saved.configValues.map((v) => [v.fieldCode, v.fieldValue]))).toEqual({ [text.fieldCode]: '你好', [radio.fieldCode]: 'self', [dependent]: 5, [arr.fieldCode]: ['a'] })
  })

  it('removes saved dependents that their parent no longer turns on (the server enforces the editor’s reset)', async () => {
    const brand = await brandOfBizType(t, 2)
    const { body: radio, dependent } = radioWithDependent()
    await addField(t, t.operator, radio)
    const dep = { fieldCode: dependent, fieldValue: 8, relatedFieldCode: radio.fieldCode, relatedFieldValue: 'self' }
    await ok(saveBrand(brand.id, [{ fieldCode: radio.fieldCode, fieldValue: 'self' }, dep]))
    expect(await savedCodes(brand.id)).toEqual([radio.fieldCode, dependent].sort())

    // The parent changes to an option that does not turn the dependent on: the dependent goes.
    await ok(saveBrand(brand.id, [{ fieldCode: radio.fieldCode, fieldValue: 'staff' }]))
    expect(await savedCodes(brand.id)).toEqual([radio.fieldCode])
    const history = await ok<Array<{ diff: Array<Record<string, unknown>> }>>(get(`/pandora/seller-config/history?sellerId=${brand.id}`))
    expect(history[0]!.diff).toEqual([
      { fieldCode: radio.fieldCode, fieldName: '点单模式', before: 'self', after: 'staff' },
      { fieldCode: dependent, fieldName: '每单上限', before: 8, after: null },
    ])

    // Unticking the parent removes it and its dependents.
    const other = await addField(t, t.operator, fieldBody())
    await ok(saveBrand(brand.id, [{ fieldCode: radio.fieldCode, fieldValue: 'self' }, dep, { fieldCode: other.fieldCode, fieldValue: true }]))
    await ok(saveBrand(brand.id, [{ fieldCode: radio.fieldCode, fieldValue: 'self', enabled: false }]))
    expect(await savedCodes(brand.id)).toEqual([other.fieldCode])
  })

  it('turns write into read for brand staff, and keeps no brand-staff access on group values', async () => {
    const brand = await brandOfBizType(t, 1)
    const field = await addField(t, t.operator, fieldBody())
    const saved = await ok<{ configValues: Array<Record<string, unknown>> }>(saveBrand(brand.id, [{ fieldCode: field.fieldCode, fieldValue: true, isSellerRead: false, isSellerWrite: true }]))
    expect(saved.configValues[0]).toMatchObject({ isSellerRead: true, isSellerWrite: true })
    await ok(saveBrand(brand.id, [{ fieldCode: field.fieldCode, fieldValue: true, isSellerRead: true, isSellerWrite: false }]))
    const history = await ok<Array<{ diff: Array<Record<string, unknown>> }>>(get(`/pandora/seller-config/history?sellerId=${brand.id}`))
    expect(history[0]!.diff).toEqual([
      { fieldCode: field.fieldCode, fieldName: '测试开关', before: true, after: true, accessBefore: { isSellerRead: true, isSellerWrite: true }, accessAfter: { isSellerRead: true, isSellerWrite: false } },
    ])

    const group = await buildGroup(t)
    const groupField = await addField(t, t.operator, fieldBody({ applyType: 2 }))
    const groupSaved = await ok<{ configValues: Array<Record<string, unknown>> }>(saveGroup(group.id, [{ fieldCode: groupField.fieldCode, fieldValue: true, isSellerRead: true, isSellerWrite: true }]))
    expect(groupSaved.configValues[0]).toMatchObject({ isSellerRead: false, isSellerWrite: false })
  })

  it('changes only the listed values on an increment save (-999) and replaces the whole set otherwise', async () => {
    const brand = await brandOfBizType(t, 5)
    const [a, b, c] = [await addField(t, t.operator, fieldBody()), await addField(t, t.operator, fieldBody()), await addField(t, t.operator, fieldBody())]
    await ok(saveBrand(brand.id, [{ fieldCode: a.fieldCode, fieldValue: true }, { fieldCode: b.fieldCode, fieldValue: true }]))
    await ok(saveBrand(brand.id, [{ fieldCode: c.fieldCode, fieldValue: false }]))
    expect(await savedCodes(brand.id)).toEqual([a.fieldCode, b.fieldCode, c.fieldCode].sort())
    await ok(saveBrand(brand.id, [{ fieldCode: a.fieldCode, fieldValue: true, enabled: false }]))
    expect(await savedCodes(brand.id)).toEqual([b.fieldCode, c.fieldCode].sort())
    // Unticking a value whose field has since been disabled is allowed: it only removes.
    const d = await addField(t, t.operator, fieldBody())
    await ok(saveBrand(brand.id, [{ fieldCode: d.fieldCode, fieldValue: true }]))
    await updateField(t, t.operator, d.id, { status: 1 })
    await ok(saveBrand(brand.id, [{ fieldCode: d.fieldCode, fieldValue: true, enabled: false }]))
    expect(await savedCodes(brand.id)).toEqual([b.fieldCode, c.fieldCode].sort())
    await ok(saveBrand(brand.id, [{ fieldCode: b.fieldCode, fieldValue: false }], { incrementSave: undefined }))
    const detail = await brandDetail(brand.id)
    expect(detail.configValues).toEqual([expect.objectContaining({ fieldCode: b.fieldCode, fieldValue: false })])
    expect(detail.version).toBe(6)
  })

  it('refuses a save over a newer version (409) and writes no version for a save that changes nothing', async () => {
    const brand = await brandOfBizType(t, 1)
    const field = await addField(t, t.operator, fieldBody())
    const first = await ok<{ version: number; changed: boolean }>(saveBrand(brand.id, [{ fieldCode: field.fieldCode, fieldValue: true }], { version: 0 }))
    expect(first).toMatchObject({ version: 1, changed: true })
    expect(await refused(saveBrand(brand.id, [{ fieldCode: field.fieldCode, fieldValue: false }], { version: 0 }), 409)).toBe('配置已被他人修改，请刷新后重试')
    const same = await saveBrand(brand.id, [{ fieldCode: field.fieldCode, fieldValue: true }], { version: 1 })
    expect(same.json()).toMatchObject({ status: true, message: '配置没有变化', data: { version: 1, changed: false } })
    expect(await ok<unknown[]>(get(`/pandora/seller-config/history?sellerId=${brand.id}`))).toHaveLength(1)
  })

  it('keeps every save in the history, newest first, with who and a field-level diff, and logs the operation', async () => {
    const brand = await brandOfBizType(t, 2)
    const [a, b] = [await addField(t, t.operator, fieldBody({ fieldName: '甲开关' })), await addField(t, t.operator, fieldBody({ fieldName: '乙开关' }))]
    await ok(saveBrand(brand.id, [{ fieldCode: a.fieldCode, fieldValue: true }], { accountName: '李四', accountPhone: '13800000002' }))
    await ok(saveBrand(brand.id, [{ fieldCode: a.fieldCode, fieldValue: false }, { fieldCode: b.fieldCode, fieldValue: true }]))
    const history = await ok<Array<Record<string, unknown>>>(get(`/pandora/seller-config/history?sellerId=${brand.id}`))
    expect(history).toEqual([
      {
        version: 2,
        action: 'save',
        restoredFrom: null,
        // Without a name in the body, the session's account.
        accountName: expect.any(String),
        accountPhone: '13800000000',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        diff: [
          { fieldCode: a.fieldCode, fieldName: '甲开关', before: true, after: false },
          { fieldCode: b.fieldCode, fieldName: '乙开关', before: null, after: true },
        ],
      },
      expect.objectContaining({ version: 1, accountName: '李四', accountPhone: '13800000002', diff: [{ fieldCode: a.fieldCode, fieldName: '甲开关', before: null, after: true }] }),
    ])
    const [log] = await rowsOf<{ detail: Record<string, unknown> }>(t, sql`select detail from operation_logs where route = '/pandora/seller-config/save' order by id desc limit 1`)
    expect(log!.detail).toEqual({ sellerId: brand.id, sellerName: brand.name, action: 'save', version: 2, changed: [a.fieldCode, b.fieldCode] })
  })

  it('restores an earlier version as a new version, and refuses when a field it holds has since been disabled', async () => {
    const brand = await brandOfBizType(t, 3)
    const a = await addField(t, t.operator, fieldBody())
    const { body: radio, dependent } = radioWithDependent()
    await addField(t, t.operator, radio)
    const dep = { fieldCode: dependent, fieldValue: 3, relatedFieldCode: radio.fieldCode, relatedFieldValue: 'self' }
    await ok(saveBrand(brand.id, [{ fieldCode: a.fieldCode, fieldValue: true, isSellerWrite: true }, { fieldCode: radio.fieldCode, fieldValue: 'self' }, dep]))
    await ok(saveBrand(brand.id, [{ fieldCode: a.fieldCode, fieldValue: false }, { fieldCode: radio.fieldCode, fieldValue: 'staff' }], { incrementSave: undefined }))
    const before = (await brandDetail(brand.id)).configValues

    const restored = await post('/pandora/seller-config/restore', { sellerId: brand.id, toVersion: 1, accountName: '王五' })
    expect(restored.json()).toMatchObject({ status: true, message: '恢复成功', data: { version: 3, changed: true } })
    const values = Object.fromEntries((await brandDetail(brand.id)).configValues.map((v) => [v.fieldCode, v]))
    expect(values[a.fieldCode]).toMatchObject({ fieldValue: true, isSellerRead: true, isSellerWrite: true })
    expect(values[dependent]).toMatchObject({ fieldValue: 3, relatedFieldCode: radio.fieldCode, relatedFieldValue: 'self' })
    const history = await ok<Array<Record<string, unknown>>>(get(`/pandora/seller-config/history?sellerId=${brand.id}`))
    expect(history[0]).toMatchObject({ version: 3, action: 'restore', restoredFrom: 1, accountName: '王五' })
    expect(before).toHaveLength(2)

    // Restoring the current state changes nothing.
    expect((await post('/pandora/seller-config/restore', { sellerId: brand.id, toVersion: 3 })).json()).toMatchObject({ message: '配置没有变化', data: { version: 3, changed: false } })
    expect(await refused(post('/pandora/seller-config/restore', { sellerId: brand.id, toVersion: 9 }), 404)).toBe('版本 9 不存在')
    await updateField(t, t.operator, a.id, { status: 1 })
    expect(await refused(post('/pandora/seller-config/restore', { sellerId: brand.id, toVersion: 2 }))).toBe(`无法恢复到版本 2：停用的配置不能保存：${a.fieldCode}`)
    expect((await brandDetail(brand.id)).version).toBe(3)
  })

  it('restores a group’s configuration and keeps its history', async () => {
    const group = await buildGroup(t)
    const field = await addField(t, t.operator, fieldBody({ applyType: 2, dataType: 'number', defaultValue: 1 }))
    await ok(saveGroup(group.id, [{ fieldCode: field.fieldCode, fieldValue: 10 }]))
    await ok(saveGroup(group.id, [{ fieldCode: field.fieldCode, fieldValue: 20 }]))
    await ok(post('/pandora/group-config/restore', { groupId: group.id, toVersion: 1 }))
    const detail = await ok<{ version: number; configValues: Array<{ fieldValue: unknown }> }>(get(`/pandora/group-config/detail?groupId=${group.id}`))
    expect(detail).toMatchObject({ version: 3, configValues: [{ fieldValue: 10 }] })
    const history = await ok<Array<Record<string, unknown>>>(get(`/pandora/group-config/history?groupId=${group.id}`))
    expect(history.map((h) => [h.version, h.action, h.restoredFrom])).toEqual([
      [3, 'restore', 1],
      [2, 'save', null],
      [1, 'save', null],
    ])
    expect(await refused(get('/pandora/group-config/detail?groupId=99999999'), 404)).toBe('集团不存在或已删除')
    expect(await refused(get('/pandora/seller-config/detail?sellerId=99999999'), 404)).toBe('品牌不存在或已删除')
  })
})
