import { describe, expect, it } from 'vitest'
import { dbKind } from './build-app.js'
import { DEFINITE as D, METADATA_BASE as BASE, useMetadataFixture } from './factories/metadata.js'
import { buildBrandStaff, buildTenantBrand } from './factories/tenants.js'

describe(`business rules, basic attributes and definitions as code (${dbKind})`, () => {
  const m = useMetadataFixture()
  const { get, post } = m
  let seq = 0

  it('saves radio and checkbox rules, appends an option, and answers the rules of an entity', async () => {
    const code = `refund${++seq}`
    const radio = await post(`${BASE}/biz-rules/save`, {
      module: 'ORDER',
      entity: 'REFUND',
      ruleCode: code,
      ruleName: '退款审核方式',
      controlStyle: 'radio',
      content: [{ title: '自动退款', value: 'AUTO' }, { title: '人工审核', value: 'MANUAL' }],
      value: 'MANUAL',
    })
    expect(radio.json()).toMatchObject({ status: true, message: '保存成功', data: { moduleName: '订单', entityName: '退款单', value: 'MANUAL' } })
    const id = radio.json().data.id as number
    const checkbox = await post(`${BASE}/biz-rules/save`, {
      module: 'ORDER',
      entity: 'REFUND',
      ruleCode: `channels${seq}`,
      ruleName: '可退款渠道',
      controlStyle: 'checkbox',
      content: [{ title: '微信', value: 'WX' }, { title: '支付宝', value: 'ALI' }],
      value: '["WX","ALI"]',
    })
    expect(checkbox.json().data.value).toBe('["WX","ALI"]')

    const message = async (over: object) => (await post(`${BASE}/biz-rules/save`, { module: 'ORDER', entity: 'REFUND', ruleCode: `x${++seq}`, ruleName: '规则', controlStyle: 'checkbox', content: [{ title: '甲', value: 'A' }], ...over })).json().message
    expect(await message({ value: 'A' })).toBe('多选的值应为数组，例如 ["A","B"]')
    expect(await message({ value: '["B"]' })).toBe('所选的值不在选项中')
    expect(await message({ content: [] })).toBe('请至少添加一个选项')
    expect(await message({ content: [{ title: '甲', value: 'A' }, { title: '乙', value: 'A' }] })).toBe('选项值不能重复')
    expect(await message({ ruleCode: code })).toBe('该模块和实体下已有此规则编码')
    expect(await message({ entity: 'COUPON' })).toBe('请选择实体')
    expect(await message({ ruleName: '' })).toBe('请输入规则名称')

    const appended = await post(`${BASE}/biz-rules/append-rule-item`, { id, title: '超时自动', value: 'TIMEOUT' })
    expect(appended.json().data.content.map((o: { value: string }) => o.value)).toEqual(['AUTO', 'MANUAL', 'TIMEOUT'])
    expect((await post(`${BASE}/biz-rules/append-rule-item`, { id, title: '重复', value: 'AUTO' })).statusCode).toBe(409)
    expect((await get(`${BASE}/biz-rules/detail`, { id })).json().data.content).toHaveLength(3)

    const ofEntity = (await post(`${BASE}/biz-rules/query-entity-rules`, { module: 'ORDER', entity: 'REFUND' })).json().data as Array<{ ruleName: string }>
    expect(ofEntity.map((r) => r.ruleName)).toEqual(['退款审核方式', '可退款渠道'])
    const listed = (await post(`${BASE}/biz-rules/list`, { module: 'ORDER', ruleName: '审核方式', pageNum: 1, pageSize: 10 })).json().data
    expect(listed.total).toBe(1)
    const renamed = await post(`${BASE}/biz-rules/save`, { ...radio.json().data, id, ruleName: '退款处理方式', value: 'AUTO' })
    expect(renamed.json().data).toMatchObject({ id, ruleName: '退款处理方式', value: 'AUTO' })
  })

  it('keeps a definition’s business rules to the rules of its entity, with values among their options', async () => {
    const n = ++seq
    const save = async (ruleCode: string, controlStyle: string, content: object[]) =>
      (await post(`${BASE}/biz-rules/save`, { module: 'STORE', entity: 'STORE', ruleCode, ruleName: ruleCode === `mode${n}` ? '营业模式' : '支持渠道', controlStyle, content })).json().data as { ruleCode: string }
    const mode = await save(`mode${n}`, 'radio', [{ title: '直营', value: 'DIRECT' }, { title: '加盟', value: 'FRANCHISE' }])
    const channels = await save(`channels${n}`, 'checkbox', [{ title: '堂食', value: 'DINE' }, { title: '外卖', value: 'TAKEOUT' }, { title: '自提', value: 'PICKUP' }])
    const created = await m.add({
      bizRuleInfo: {
        ruleItems: [
          { ruleCode: mode.ruleCode, ruleName: '随便写', value: 'FRANCHISE' },
          { ruleCode: channels.ruleCode, value: '["PICKUP","DINE"]' },
        ],
      },
    })
    expect((await get(`${D}/get`, { id: created.id })).json().data.bizRuleInfo.ruleItems).toEqual([
      { ruleCode: mode.ruleCode, ruleName: '营业模式', value: 'FRANCHISE' },
      { ruleCode: channels.ruleCode, ruleName: '支持渠道', value: '["DINE","PICKUP"]' },
    ])
    const unset = await m.add({ bizRuleInfo: { ruleItems: [{ ruleCode: mode.ruleCode, value: '' }, { ruleCode: channels.ruleCode, value: '[]' }] } })
    expect((await get(`${D}/get`, { id: unset.id })).json().data.bizRuleInfo.ruleItems).toEqual([])

    const message = async (ruleItems: object[], over: Record<string, unknown> = {}) => {
      const res = await post(`${D}/add`, await m.definition({ bizRuleInfo: { ruleItems }, ...over }))
      expect(res.statusCode).toBe(400)
      return res.json().message as string
    }
    expect(await message([{ ruleCode: mode.ruleCode, value: 'CHAIN' }])).toBe('「营业模式」所选的值不在选项中')
    expect(await message([{ ruleCode: channels.ruleCode, value: 'DINE' }])).toBe('「支持渠道」是多选，值应为数组，例如 ["A","B"]')
    expect(await message([{ ruleCode: mode.ruleCode, value: 'DIRECT' }, { ruleCode: mode.ruleCode, value: 'DIRECT' }])).toBe('业务规则「营业模式」重复')
    expect(await message([{ ruleCode: mode.ruleCode, value: 'DIRECT' }], { module: 'GOODS', entity: 'GOODS', parentNode: await m.nodeTriple('GOODS') })).toBe(`业务规则 ${mode.ruleCode} 不在该实体下，请重新选择`)
  })

  it('holds every module’s basic attributes as base data, and saves, configures, disables and details them', async () => {
    const store = (await post(`${BASE}/basic-field-config/list`, { module: 'STORE', pageNum: 1, pageSize: 20 })).json().data
    expect(store.list.map((f: { fieldCode: string }) => f.fieldCode)).toEqual(['id', 'name', 'status', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy'])
    expect(store.list[0]).toMatchObject({ moduleName: '门店', fieldName: 'ID', status: 1 })

    const added = await post(`${BASE}/basic-field-config/save`, { module: 'STORE', fieldCode: 'tenantCode', fieldName: '租户编码', dataType: 'STRING', displayConfig: { sortNum: 99 } })
    expect(added.json()).toMatchObject({ message: '保存成功', data: { fieldCode: 'tenantCode', status: 1, displayConfig: { hint: '', isHide: 0, sortNum: 99 } } })
    const id = added.json().data.id as number
    expect((await post(`${BASE}/basic-field-config/save`, { module: 'STORE', fieldCode: 'tenantCode', fieldName: '重复', dataType: 'STRING' })).json().message).toBe('该模块已有此基础属性')
    const configured = await post(`${BASE}/basic-field-config/update-config`, { id, displayConfig: { hint: '总部分配的编码', isHide: 1, sortNum: 3 } })
    expect(configured.json().data.displayConfig).toEqual({ hint: '总部分配的编码', isHide: 1, sortNum: 3 })
    expect((await post(`${BASE}/basic-field-config/update-config`, { id, displayConfig: { sortNum: 10_000_000 } })).json().message).toBe('显示顺序应为 0 到 9999999 的整数')
    expect((await post(`${BASE}/basic-field-config/update-status`, { id, status: 0 })).json()).toMatchObject({ message: '已停用', data: { status: 0 } })
    expect((await post(`${BASE}/basic-field-config/update-status`, { id, status: 0 })).json().message).toBe('该基础属性已停用')
    expect((await post(`${BASE}/basic-field-config/list`, { module: 'STORE', status: 0 })).json().data.list.map((f: { id: number }) => f.id)).toEqual([id])
    expect((await get(`${BASE}/basic-field-config/detail`, { id })).json().data).toMatchObject({ fieldName: '租户编码', status: 0 })
    expect((await get(`${BASE}/basic-field-config/detail`, { id: 99_999_999 })).statusCode).toBe(404)
  })

  it('exports a module’s definitions and imports them back: a preview per definition, then review like any edit', async () => {
    const triple = await m.nodeTriple('GOODS')
    const base = { module: 'GOODS', entity: 'GOODS', parentNode: triple, describe: '商品的外部编码', dataType: 'STRING', controlType: 'TEXT' }
    const enabled = (await post(`${D}/add`, { ...base, fieldName: '外部编码', fieldCode: 'outerCode' })).json().data
    await post(`${D}/auth`, { id: enabled.id, authStatus: true }, m.reviewer)
    await post(`${D}/add`, { ...base, fieldName: '条码', fieldCode: 'barcode' })

    const doc = (await get(`${D}/export`, { module: 'GOODS' })).json().data
    expect(doc).toMatchObject({ format: 'yunying.metadata/1', module: 'GOODS' })
    expect(doc.definitions.map((d: { fieldCode: string; parentNode: string }) => [d.fieldCode, d.parentNode])).toEqual([
      ['outerCode', 'BASIC'],
      ['barcode', 'BASIC'],
    ])

    const changed = doc.definitions.map((d: { fieldCode: string }) => (d.fieldCode === 'outerCode' ? { ...d, fieldName: '外部商品编码' } : d))
    const fresh = { ...doc.definitions[0], fieldCode: 'shelfLife', fieldName: '保质期（天）', dataType: 'INTEGER', controlType: 'INTEGER', checkRules: { ruleItems: [{ validatorType: 'RANGE', validatorVal: '1,3650' }] } }
    const broken = { ...doc.definitions[0], fieldCode: 'bad', controlType: 'TEXT', checkRules: { ruleItems: [{ validatorType: 'REGEX', validatorVal: '(' }] } }
    const preview = (await post(`${D}/import`, { format: doc.format, definitions: [...changed, fresh, broken], dryRun: true })).json().data
    expect(preview.applied).toBe(false)
    expect(preview.items.map((i: { fieldCode: string; action: string }) => [i.fieldCode, i.action])).toEqual([
      ['outerCode', 'revise'],
      ['barcode', 'unchanged'],
      ['shelfLife', 'create'],
      ['bad', 'invalid'],
    ])
    expect(preview.items[0].diff).toEqual([{ field: 'fieldName', label: '数据名称', from: '外部编码', to: '外部商品编码' }])
    expect(preview.items[3].message).toMatch(/^正则表达式无效：/)

    const refused = await post(`${D}/import`, { format: doc.format, definitions: [...changed, fresh, broken], dryRun: false })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe('有 1 条元数据无法导入，请修正文件后重试')
    expect((await get(`${D}/list`, { name: 'shelfLife' })).json().data.total).toBe(0)

    const applied = await post(`${D}/import`, { format: doc.format, definitions: [...changed, fresh], dryRun: false })
    expect(applied.json()).toMatchObject({ message: '已导入，等待审核', data: { applied: true } })
    const outer = (await get(`${D}/get`, { id: enabled.id })).json().data
    expect(outer).toMatchObject({ status: 3, fieldName: '外部编码', hasPendingRevision: true, revision: { fieldName: '外部商品编码' } })
    expect((await get(`${D}/list`, { name: 'shelfLife' })).json().data.list[0]).toMatchObject({ status: 1, checkRules: { ruleItems: [{ validatorType: 'RANGE', validatorVal: '1,3650' }] } })
    const logs = (await get(`${D}/log-list`, { action: 'import', pageSize: 10 })).json().data.list as Array<{ fieldCode: string }>
    expect(logs.map((l) => l.fieldCode).sort()).toEqual(['outerCode', 'shelfLife'])
    expect((await post(`${D}/import`, { format: 'other', definitions: [{}] })).json().message).toBe('文件格式不正确，请选择从本系统导出的元数据文件')
  })

  it('refuses brand staff on every rule, attribute and transfer call', async () => {
    const staff = await buildBrandStaff(m.t, [await buildTenantBrand(m.t)])
    expect((await post(`${BASE}/biz-rules/query-entity-rules`, { module: 'ORDER', entity: 'ORDER' }, staff.token)).statusCode).toBe(403)
    expect((await post(`${BASE}/biz-rules/list`, {}, staff.token)).statusCode).toBe(403)
    expect((await post(`${BASE}/basic-field-config/list`, {}, staff.token)).statusCode).toBe(403)
    expect((await get(`${D}/export`, {}, staff.token)).statusCode).toBe(403)
  })
})
