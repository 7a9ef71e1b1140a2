import { screen, waitFor, within } from '@testing-library/react'
import { BasicFieldPageSchema, BasicFieldSchema, BizRulePageSchema, BizRuleSchema, DictDataItemSchema, type BasicField, type BizRule } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ariaFaults } from '../../../test/axe.js'
import { fakeApi, renderScreen, type FakeApi } from '../../../test/screen.js'
import { BasicFieldPage } from './basic-field-page.js'
import { BusinessRulePage } from './business-rule-page.js'

const rule = (over: Partial<BizRule> = {}): BizRule => ({
  id: 1,
  module: 'STORE',
  moduleName: '门店',
  entity: 'STORE',
  entityName: '门店',
  ruleCode: 'deliveryMode',
  ruleName: '配送方式',
  controlStyle: 'checkbox',
  content: [
    { title: '自提', value: 'PICKUP' },
    { title: '外送', value: 'DELIVERY' },
  ],
  value: '["DELIVERY"]',
  updatedAt: '2026-11-26 10:00:00',
  ...over,
})

const field = (over: Partial<BasicField> = {}): BasicField => ({
  id: 3,
  module: 'STORE',
  moduleName: '门店',
  fieldCode: 'name',
  fieldName: '名称',
  dataType: 'STRING',
  status: 1,
  displayConfig: { hint: '', isHide: 0, sortNum: 1 },
  updatedAt: '2026-11-26 10:00:00',
  ...over,
})

let api: FakeApi
let rules: BizRule[]
let fields: BasicField[]

beforeEach(() => {
  rules = [rule()]
  fields = [field(), field({ id: 4, fieldCode: 'createdBy', fieldName: '创建人', status: 0 })]
  api = fakeApi()
    .answer('operating/dict-data/list', z.array(DictDataItemSchema), (sent) =>
      sent.nameType === 'MODULE_TYPE' ? [{ id: 1, pid: 0, dataKey: 'STORE', dataValue: '门店' }] : [{ id: 2, pid: 1, dataKey: 'STORE', dataValue: '门店' }],
    )
    .answer('operating/biz-rules/list', BizRulePageSchema, (sent) => ({ list: rules, total: rules.length, pageNum: Number(sent.pageNum), pageSize: Number(sent.pageSize) }))
    .answer('operating/biz-rules/save', BizRuleSchema, (sent) => ({ ...rule(), ...(sent as Partial<BizRule>), id: 9 }))
    .answer('operating/basic-field-config/list', BasicFieldPageSchema, (sent) => ({ list: fields, total: fields.length, pageNum: Number(sent.pageNum), pageSize: Number(sent.pageSize) }))
    .answer('operating/basic-field-config/update-status', BasicFieldSchema, (sent) => ({ ...fields[0]!, status: Number(sent.status) }))
    .answer('operating/basic-field-config/save', BasicFieldSchema, () => fields[0]!)
})

describe('BusinessRulePage', () => {
  it('lists each rule with its options and default, and saves a new radio rule with its default option', async () => {
    const { user } = renderScreen(<BusinessRulePage />, { url: '/dataStandard/metadata/businessRule' })
    const row = (await screen.findByText('配送方式')).closest('tr')!
    expect(within(row).getByText('多选')).toBeTruthy()
    expect(within(row).getByText('自提')).toBeTruthy()
    expect(within(row).getByText('外送', { selector: 'td' })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: /新增业务规则/ }))
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!)
    // Each required select and the style's radio group say "required" only where ARIA allows it.
    expect(await ariaFaults(dialog)).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }))
    expect(await within(dialog).findByText('请选择模块', { selector: '.ant-form-item-explain-error' })).toBeTruthy()
    expect(within(dialog).getByText('请输入规则编码')).toBeTruthy()
    expect(api.calls('operating/biz-rules/save')).toEqual([])

    await user.click(within(dialog).getByLabelText('模块'))
    await user.click(await screen.findByTitle('门店'))
    await user.click(within(dialog).getByLabelText('实体'))
    await user.click((await screen.findAllByTitle('门店')).at(-1)!)
    await user.type(within(dialog).getByLabelText('规则编码'), 'payMode')
    await user.type(within(dialog).getByLabelText('规则名称'), '支付方式')
    await user.type(within(dialog).getByLabelText('第 1 个选项的名称'), '现金')
    await user.type(within(dialog).getByLabelText('第 1 个选项的值'), 'CASH')
    await user.click(within(dialog).getByText('添加选项'))
    await user.type(within(dialog).getByLabelText('第 2 个选项的名称'), '刷卡')
    await user.type(within(dialog).getByLabelText('第 2 个选项的值'), 'CASH')
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }))
    expect(await within(dialog).findByText('选项值不能重复')).toBeTruthy()
    await user.clear(within(dialog).getByLabelText('第 2 个选项的值'))
    await user.type(within(dialog).getByLabelText('第 2 个选项的值'), 'CARD')
    await user.click(within(dialog).getByLabelText('默认值'))
    await user.click(await screen.findByTitle('刷卡'))
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }))
    await waitFor(() =>
      expect(api.calls('operating/biz-rules/save')).toEqual([
        expect.objectContaining({ module: 'STORE', entity: 'STORE', ruleCode: 'payMode', ruleName: '支付方式', controlStyle: 'radio', content: [{ title: '现金', value: 'CASH' }, { title: '刷卡', value: 'CARD' }], value: 'CARD' }),
      ]),
    )
  })
})

describe('BasicFieldPage', () => {
  it('asks before disabling an attribute and enables a disabled one at once', async () => {
    const { user } = renderScreen(<BasicFieldPage />, { url: '/dataStandard/metadata/basicfield' })
    const enabled = (await screen.findByText('名称', { selector: 'td' })).closest('tr')!
    expect(within(enabled).getByText('已启用')).toBeTruthy()
    await user.click(within(enabled).getByRole('button', { name: '停用' }))
    expect(await screen.findByText('停用「名称」？')).toBeTruthy()
    expect(api.calls('operating/basic-field-config/update-status')).toEqual([])
    await user.click(within(document.querySelector<HTMLElement>('.ant-popover')!).getByRole('button', { name: /停\s*用/ }))
    await waitFor(() => expect(api.calls('operating/basic-field-config/update-status')).toEqual([expect.objectContaining({ id: 3, status: 0 })]))

    const disabled = screen.getByText('创建人').closest('tr')!
    await user.click(within(disabled).getByRole('button', { name: '启用' }))
    await waitFor(() => expect(api.calls('operating/basic-field-config/update-status')).toEqual([expect.objectContaining({ id: 3, status: 0 }), expect.objectContaining({ id: 4, status: 1 })]))
  })

  it('edits an attribute with its module and field fixed, sending the display settings', async () => {
    const { user } = renderScreen(<BasicFieldPage />, { url: '/dataStandard/metadata/basicfield' })
    const row = (await screen.findByText('名称', { selector: 'td' })).closest('tr')!
    await user.click(within(row).getByRole('button', { name: '编辑' }))
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!)
    expect(within(dialog).getByText('编辑基础属性')).toBeTruthy()
    expect(await ariaFaults(dialog)).toEqual([])
    expect((within(dialog).getByLabelText('字段') as HTMLInputElement).disabled).toBe(true)
    await user.clear(within(dialog).getByLabelText('数据名称'))
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }))
    expect(await within(dialog).findByText('请输入数据名称')).toBeTruthy()
    await user.type(within(dialog).getByLabelText('数据名称'), '门店名称')
    await user.type(within(dialog).getByLabelText('提示文案'), '与营业执照一致')
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }))
    await waitFor(() =>
      expect(api.calls('operating/basic-field-config/save')).toEqual([
        expect.objectContaining({ id: 3, module: 'STORE', fieldCode: 'name', fieldName: '门店名称', dataType: 'STRING', displayConfig: { hint: '与营业执照一致', isHide: 0, sortNum: 1 } }),
      ]),
    )
  })
})
