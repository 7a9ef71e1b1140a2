import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { menus, roleMenus } from '../src/modules/access/access.table.js'
import { dbKind } from './build-app.js'
import { DEFINITE as D, METADATA_BASE as BASE, useMetadataFixture } from './factories/metadata.js'
import { buildBrandStaff, buildTenantBrand } from './factories/tenants.js'

describe(`the metadata registry (${dbKind})`, () => {
  const m = useMetadataFixture()
  const { get, post, dict, definition, add } = m
  const storeBasic = () => m.nodeTriple()

  it('holds the product’s own modules, their entities, industries and parent nodes as base data', async () => {
    const modules = await dict('MODULE_TYPE')
    expect(modules.map((m) => m.dataValue)).toEqual(expect.arrayContaining(['门店', '商品', '会员', '订单', '营销']))
    const goods = modules.find((m) => m.dataKey === 'GOODS')!
    expect((await dict('ENTITY_TYPE', goods.id)).map((e) => e.dataValue)).toEqual(['商品', '商品分类', '商品规格'])
    expect((await dict('APPLY_BIZ_TYPE')).map((e) => e.dataValue)).toEqual(['餐饮', '烘焙', '茶饮', '零售'])
    expect(await storeBasic()).toMatch(/^BASIC,\d+,基础信息$/)
  })

  it('adds an entity and a nested parent node, and refuses a missing module or a taken key', async () => {
    const member = (await dict('MODULE_TYPE')).find((m) => m.dataKey === 'MEMBER')!
    const created = await post(`${BASE}/metadata/entity/add`, { pid: member.id, name: '会员标签', entity: `TAG${m.next()}` })
    expect(created.json()).toMatchObject({ status: true, message: '新增成功', data: { pid: member.id, dataValue: '会员标签' } })
    const entityId = created.json().data.id as number
    expect((await dict('ENTITY_TYPE', member.id)).map((e) => e.dataValue)).toContain('会员标签')
    const again = await post(`${BASE}/metadata/entity/add`, { pid: member.id, name: '重复', entity: created.json().data.dataKey })
    expect(again.statusCode).toBe(409)
    expect((await post(`${BASE}/metadata/entity/add`, { name: '无模块', entity: 'X' })).json().message).toBe('请先选择模块')
    expect((await post(`${BASE}/metadata/parent-node/add`, { name: '无实体', parentNode: 'X' })).json().message).toBe('请先选择实体')

    const top = await post(`${BASE}/metadata/parent-node/add`, { pid: entityId, name: '偏好', parentNode: 'PREFER' })
    await post(`${BASE}/metadata/parent-node/add`, { pid: top.json().data.id, name: '口味偏好', parentNode: 'TASTE' })
    const tree = (await get(`${BASE}/dict-data/list-nodes-category`, { pid: entityId })).json().data
    expect(tree).toEqual([expect.objectContaining({ dataValue: '偏好', list: [expect.objectContaining({ dataValue: '口味偏好', list: [] })] })])
    expect((await get(`${BASE}/dict-data/list-nodes-category`, { pid: entityId, name: '口味' })).json().data[0].list).toHaveLength(1)
  })

  it('answers the validators of each control type from the server’s table', async () => {
    const codes = async (controlType: string) => ((await get(`${D}/get-validator-by-control-type`, { controlType })).json().data as Array<{ code: string }>).map((v) => v.code)
    expect(await codes('TEXT')).toEqual(['REQUIRED', 'MIN_LENGTH', 'MAX_LENGTH', 'REGEX'])
    expect(await codes('TEXTAREA')).toEqual(['REQUIRED', 'MIN_LENGTH', 'MAX_LENGTH', 'REGEX'])
    expect(await codes('INTEGER')).toEqual(['REQUIRED', 'MIN', 'MAX', 'RANGE'])
    expect(await codes('FLOAT')).toEqual(['REQUIRED', 'MIN', 'MAX', 'RANGE', 'FLOAT_ACCURATE'])
    expect(await codes('RADIO')).toEqual(['REQUIRED', 'ENUM'])
    expect(await codes('CHECKBOX')).toEqual(['REQUIRED', 'ENUM'])
    expect(await codes('DATETIME')).toEqual(['REQUIRED', 'DATETIME'])
    expect(await codes('SWITCH')).toEqual(['REQUIRED'])
    expect(await codes('IMAGE')).toEqual(['REQUIRED'])
  })

  it('adds a definition under review with a trimmed, unique field code, and lists it with the filters', async () => {
    const created = await post(`${D}/add`, await definition({ fieldCode: '  shortName  ', applyBizType: ['BAKERY'] }))
    expect(created.json()).toMatchObject({ status: true, message: '已提交审核', data: { fieldCode: 'shortName', status: 1, statusName: '审核中', moduleName: '门店', entityName: '门店', parentNodeName: '基础信息' } })
    expect(created.json().data.extInfo.authFrom).toBe('平台管理员')
    const taken = await post(`${D}/add`, await definition({ fieldCode: 'shortName' }))
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe('该模块和实体下已有此字段')
    const page = (await get(`${D}/list`, { pageNum: 1, pageSize: 10, module: 'STORE', entity: 'STORE', status: 1, name: 'shortName', dataType: 'STRING' })).json().data
    expect(page.total).toBe(1)
    expect(page.list[0]).toMatchObject({ fieldCode: 'shortName', applyBizType: ['BAKERY'] })
    expect((await get(`${D}/list`, { module: 'GOODS', name: 'shortName' })).json().data.total).toBe(0)
    expect((await get(`${D}/list`, { parentNode: await storeBasic(), name: 'shortName' })).json().data.total).toBe(1)
  })

  it('refuses each save rule of spec 3 §5.2 with its Chinese message and writes nothing', async () => {
    const message = async (controlType: string, ruleItems: object[], over: Record<string, unknown> = {}) => {
      const res = await post(`${D}/add`, await definition({ controlType, checkRules: { ruleItems }, ...over }))
      expect(res.statusCode).toBe(400)
      return res.json().message as string
    }
    expect(await message('TEXT', [{ validatorType: 'REGEX', validatorVal: ' ' }])).toBe('请输入正则')
    expect(await message('TEXT', [{ validatorType: 'REGEX', validatorVal: '([a-z' }])).toMatch(/^正则表达式无效：/)
    expect(await message('FLOAT', [{ validatorType: 'FLOAT_ACCURATE' }])).toBe('请输入精度')
    expect(await message('INTEGER', [{ validatorType: 'FLOAT_ACCURATE', validatorVal: '2' }])).toBe('整数不支持「精度」校验')
    expect(await message('INTEGER', [{ validatorType: 'MIN' }])).toBe('请输入最小值')
    expect(await message('FLOAT', [{ validatorType: 'MAX', validatorVal: '' }])).toBe('请输入最大值')
    expect(await message('INTEGER', [{ validatorType: 'MIN', validatorVal: '-1' }])).toBe('最小值应为不小于 0 的数字')
    expect(await message('INTEGER', [{ validatorType: 'RANGE', validatorVal: '5,' }])).toBe('请输入范围值')
    expect(await message('INTEGER', [{ validatorType: 'RANGE', validatorVal: '9,3' }])).toBe('范围上限不能小于下限')
    expect(await message('INTEGER', [{ validatorType: 'RANGE', validatorVal: '1,3' }, { validatorType: 'MIN', validatorVal: '1' }])).toBe('范围与最小值、最大值不能同时设置')
    expect(await message('TEXT', [{ validatorType: 'MIN_LENGTH' }])).toBe('请输入最小长度')
    expect(await message('TEXTAREA', [{ validatorType: 'MAX_LENGTH' }])).toBe('请输入最大长度')
    expect(await message('DATETIME', [{ validatorType: 'DATETIME' }])).toBe('请输入日期时间格式')
    expect(await message('RADIO', [{ validatorType: 'ENUM' }])).toBe('请输入枚举值')
    expect(await message('TEXT', [{ validatorType: 'ENUM' }])).toBe('单行文本不支持「枚举」校验')
    expect(await message('SWITCH', [{ validatorType: 'MAX', validatorVal: '1' }])).toBe('开关不支持「最大值」校验')
    expect(await message('TEXT', [], { fieldCode: ' ' })).toBe('请输入字段')
    expect(await message('TEXT', [], { fieldName: '' })).toBe('请输入数据名称')
    expect(await message('TEXT', [], { module: undefined })).toBe('请选择模块')
    expect(await message('TEXT', [], { entity: '' })).toBe('请选择实体')
    expect(await message('TEXT', [], { parentNode: '' })).toBe('请选择父级属性')
    expect(await message('TEXT', [], { describe: '' })).toBe('请输入数据描述')
    expect(await message('TEXT', [], { controlType: undefined })).toBe('请选择组件类型')
    expect(await message('TEXT', [], { sortNum: 10_000_000 })).toBe('显示顺序应为 0 到 9999999 的整数')
    expect(await message('TEXT', [], { displayStyleInfo: { hint: '字'.repeat(401) } })).toBe('提示文案最多 400 个字符')
    expect(await message('TEXT', [], { displayStyleInfo: { help: '字'.repeat(101) } })).toBe('说明最多 100 个字符')
    expect(await message('TEXT', [], { entity: 'GOODS' })).toBe('请选择实体')
    expect((await get(`${D}/list`, { name: `alias${m.peek()}` })).json().data.total).toBe(0)
  })

  it('stores the range as min,max, the enum as comma-joined values, and ignores a regex on SWITCH', async () => {
    const range = await add({ controlType: 'INTEGER', dataType: 'INTEGER', checkRules: { ruleItems: [{ validatorType: 'RANGE', validatorVal: ' 1 , 99 ' }] } })
    expect((await get(`${D}/get`, { id: range.id })).json().data.checkRules.ruleItems).toEqual([{ validatorType: 'RANGE', validatorVal: '1,99' }])
    const radio = await add({
      controlType: 'RADIO',
      dataType: 'ENUM',
      checkRules: { ruleItems: [{ validatorType: 'ENUM' }] },
      extInfo: { enums: [{ title: '堂食', val: 'DINE_IN' }, { title: '外卖', val: 'TAKEAWAY' }] },
    })
    const got = (await get(`${D}/get`, { id: radio.id })).json().data
    expect(got.checkRules.ruleItems).toEqual([{ validatorType: 'ENUM', validatorVal: 'DINE_IN,TAKEAWAY' }])
    expect(got.extInfo.enums).toEqual([{ title: '堂食', val: 'DINE_IN' }, { title: '外卖', val: 'TAKEAWAY' }])
    const toggle = await add({ controlType: 'SWITCH', dataType: 'BOOL', checkRules: { ruleItems: [{ validatorType: 'REQUIRED' }, { validatorType: 'REGEX', validatorVal: '' }] } })
    expect((await get(`${D}/get`, { id: toggle.id })).json().data.checkRules.ruleItems).toEqual([{ validatorType: 'REQUIRED' }])
  })

  it('reviews: no self-review, a rejection needs a remark, reject → 2, edited → 1, pass → 3; enable, disable and delete by status', async () => {
    const def = await add()
    const self = await post(`${D}/auth`, { id: def.id, authStatus: true })
    expect(self.statusCode).toBe(403)
    expect(self.json().message).toBe('不能审核自己提交的内容，请由其他审核人审核')
    expect((await post(`${D}/auth`, { id: def.id, authStatus: false }, m.reviewer)).json().message).toBe('请输入备注')
    const rejected = await post(`${D}/auth`, { id: def.id, authStatus: false, authMsg: '名称不清楚' }, m.reviewer)
    expect(rejected.json()).toMatchObject({ message: '已驳回', data: { status: 2, extInfo: { authMsg: '名称不清楚', authTo: '审核员乙' } } })
    expect((await post(`${D}/auth`, { id: def.id, authStatus: true }, m.reviewer)).statusCode).toBe(409)
    expect((await post(`${D}/enable`, { id: def.id })).json().message).toBe('只有已停用的元数据可以启用')

    const fixed = await post(`${D}/update`, { ...(await definition({ fieldCode: def.fieldCode, fieldName: '门店展示名' })), id: def.id })
    expect(fixed.json()).toMatchObject({ message: '已提交审核', data: { status: 1, fieldName: '门店展示名', hasPendingRevision: false } })
    const passed = await post(`${D}/auth`, { id: def.id, authStatus: true }, m.reviewer)
    expect(passed.json()).toMatchObject({ message: '审核通过', data: { status: 3, statusName: '已启用' } })

    expect((await post(`${D}/delete`, { id: def.id })).json().message).toBe('已启用的元数据不能删除，请先停用')
    expect((await post(`${D}/disable`, { id: def.id })).json().data.status).toBe(4)
    expect((await post(`${D}/disable`, { id: def.id })).json().message).toBe('只有已启用的元数据可以停用')
    expect((await post(`${D}/enable`, { id: def.id })).json().data.status).toBe(3)
    await post(`${D}/disable`, { id: def.id })
    expect((await post(`${D}/delete`, { id: def.id })).json()).toMatchObject({ status: true, message: '删除成功' })
    expect((await get(`${D}/get`, { id: def.id })).statusCode).toBe(404)

    const logs = (await get(`${D}/log-list`, { id: def.id, pageSize: 20 })).json().data
    expect(logs.list.map((l: { actionName: string }) => l.actionName).reverse()).toEqual(['新增', '审核驳回', '修改', '审核通过', '停用', '启用', '停用', '删除'])
    const reject = logs.list.find((l: { action: string }) => l.action === 'reject')
    expect(reject).toMatchObject({ operatorName: '审核员乙', remark: '名称不清楚', fromStatus: 1, toStatus: 2 })
    const edit = logs.list.find((l: { action: string }) => l.action === 'update')
    expect(edit).toMatchObject({ operatorName: '平台管理员', fromStatus: 2, toStatus: 1, diff: [{ field: 'fieldName', label: '数据名称', from: '门店别名', to: '门店展示名' }] })
  })

  it('keeps the enabled version in force while an edit waits as a revision; a rejection leaves it, a pass applies it', async () => {
    const def = await add()
    await post(`${D}/auth`, { id: def.id, authStatus: true }, m.reviewer)
    const edit = async (fieldName: string, maxLength: string) =>
      post(`${D}/update`, { ...(await definition({ fieldCode: def.fieldCode, fieldName, checkRules: { ruleItems: [{ validatorType: 'MAX_LENGTH', validatorVal: maxLength }] } })), id: def.id })
    const revised = await edit('门店简称', '10')
    expect(revised.json()).toMatchObject({ message: '修订已提交审核，审核通过前原版本继续生效', data: { status: 3, fieldName: '门店别名', hasPendingRevision: true } })
    const listed = (await get(`${D}/list`, { name: def.fieldCode })).json().data.list[0]
    expect(listed).toMatchObject({ fieldName: '门店别名', hasPendingRevision: true, status: 3 })

    const detail = (await get(`${D}/get`, { id: def.id }, m.reviewer)).json().data
    expect(detail).toMatchObject({ fieldName: '门店别名', canReview: true, revision: { fieldName: '门店简称', submittedBy: '平台管理员' } })
    expect(detail.revisionDiff).toEqual([
      { field: 'fieldName', label: '数据名称', from: '门店别名', to: '门店简称' },
      { field: 'checkRules', label: '校验规则', from: '必填；最大长度=20', to: '最大长度=10' },
    ])
    expect((await get(`${D}/get`, { id: def.id })).json().data.canReview).toBe(false)
    expect((await post(`${D}/auth`, { id: def.id, authStatus: true })).statusCode).toBe(403)

    const rejected = await post(`${D}/auth`, { id: def.id, authStatus: false, authMsg: '简称太短' }, m.reviewer)
    expect(rejected.json().data).toMatchObject({ status: 3, fieldName: '门店别名', hasPendingRevision: false })
    expect((await get(`${D}/get`, { id: def.id })).json().data.checkRules.ruleItems).toEqual([{ validatorType: 'REQUIRED' }, { validatorType: 'MAX_LENGTH', validatorVal: '20' }])

    await edit('门店简称', '12')
    const passed = await post(`${D}/auth`, { id: def.id, authStatus: true, authMsg: '同意' }, m.reviewer)
    expect(passed.json().data).toMatchObject({ status: 3, fieldName: '门店简称', hasPendingRevision: false })
    const logs = (await get(`${D}/log-list`, { id: def.id })).json().data.list as Array<{ action: string; remark: string; diff: unknown[] }>
    expect(logs.map((l) => l.action)).toEqual(['revisionPass', 'revise', 'revisionReject', 'revise', 'pass', 'create'])
    expect(logs[2]).toMatchObject({ remark: '简称太短', diff: expect.arrayContaining([expect.objectContaining({ field: 'fieldName', to: '门店简称' })]) })
  })

  it('flags a submission nobody else may review', async () => {
    const db = m.t.database.db
    const [code] = await db.select({ id: menus.id }).from(menus).where(eq(menus.code, 'metadata.check.btn')).limit(1)
    const holders = await db.select().from(roleMenus).where(eq(roleMenus.menuId, code!.id))
    const { token, roleId } = await m.operatorWith({ pages: ['/dataStandard/metadata/index'], codes: ['metadata.check.btn'], name: '唯一审核人' })
    const created = (await post(`${D}/add`, await definition(), token)).json().data
    expect(created.noEligibleReviewer).toBe(false)
    // Only the submitter holds the check code now.
    await db.delete(roleMenus).where(eq(roleMenus.menuId, code!.id))
    await db.insert(roleMenus).values({ roleId, menuId: code!.id })
    try {
      expect((await get(`${D}/list`, { name: created.fieldCode }, token)).json().data.list[0].noEligibleReviewer).toBe(true)
    } finally {
      await db.insert(roleMenus).values(holders).onConflictDoNothing()
    }
    expect((await get(`${D}/list`, { name: created.fieldCode }, token)).json().data.list[0].noEligibleReviewer).toBe(false)
  })

  it('refuses brand staff and a role without the check code', async () => {
    const brand = await buildTenantBrand(m.t)
    const staff = await buildBrandStaff(m.t, [brand])
    expect((await get(`${D}/list`, {}, staff.token)).statusCode).toBe(403)
    expect((await get(`${BASE}/dict-data/list`, { nameType: 'MODULE_TYPE' }, staff.token)).statusCode).toBe(403)
    const { token } = await m.operatorWith({ pages: ['/dataStandard/metadata/index'] })
    const def = await add()
    expect((await get(`${D}/list`, {}, token)).statusCode).toBe(200)
    expect((await post(`${D}/auth`, { id: def.id, authStatus: true }, token)).statusCode).toBe(403)
    expect((await get(`${D}/get`, { id: def.id }, token)).json().data.canReview).toBe(false)
  })
})

describe(`the metadata registry with METADATA_SELF_REVIEW (${dbKind})`, () => {
  const m = useMetadataFixture({ env: { METADATA_SELF_REVIEW: 'true' } })

  it('lets a single operator approve their own submission', async () => {
    const created = await m.add({ module: 'ORDER', entity: 'ORDER', parentNode: await m.nodeTriple('ORDER'), fieldName: '桌号', fieldCode: 'tableNo', describe: '堂食订单的桌号', checkRules: { ruleItems: [] } })
    expect(created.noEligibleReviewer).toBe(false)
    const passed = await m.post(`${D}/auth`, { id: created.id, authStatus: true })
    expect(passed.json()).toMatchObject({ status: true, data: { status: 3 } })
  })
})
