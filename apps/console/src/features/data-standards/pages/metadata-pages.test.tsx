import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { App as AntApp, ConfigProvider } from 'antd'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import {
  BizRuleSchema,
  DefinitionDetailSchema,
  DefinitionPageSchema,
  DefinitionSchema,
  DictDataItemSchema,
  METADATA_CHECK_CODE,
  NodeCategorySchema,
  ValidatorItemSchema,
  VALIDATORS_BY_CONTROL_TYPE,
  VALIDATOR_TYPES,
  type BizRule,
  type Definition,
  type DefinitionDetail,
} from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ANTD_LOCALES } from '../../../shared/i18n/locale.js'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { ariaFaults } from '../../../test/axe.js'
import { fakeApi, renderScreen, type FakeApi } from '../../../test/screen.js'
import { MetadataEditPage } from './metadata-edit-page.js'
import { MetadataListPage } from './metadata-list-page.js'

const definition = (over: Partial<Definition> = {}): Definition => ({
  id: 5,
  fieldName: '门店别名',
  fieldCode: 'storeAlias',
  module: 'STORE',
  entity: 'STORE',
  parentNode: 'BASIC,11,基础信息',
  describe: '门店在小程序上展示的别名',
  dataType: 'STRING',
  controlType: 'TEXT',
  applyBizType: [],
  sortNum: 0,
  isHide: 0,
  displayStyleInfo: { hint: '', help: '', image: '', linkText: '', linkUrl: '' },
  bizRuleInfo: { ruleItems: [] },
  checkRules: { ruleItems: [{ validatorType: 'MAX_LENGTH', validatorVal: '20' }] },
  moduleName: '门店',
  entityName: '门店',
  parentNodeName: '基础信息',
  extInfo: { enums: [], authFrom: '运营小王', authTo: '', authMsg: '', authAt: '' },
  status: 1,
  statusName: '审核中',
  hasPendingRevision: false,
  noEligibleReviewer: false,
  createdAt: '2026-11-26 10:00:00',
  updatedAt: '2026-11-26 10:00:00',
  version: 1,
  ...over,
})
const detailOf = (d: Definition, over: Partial<DefinitionDetail> = {}): DefinitionDetail => ({ ...d, revision: null, revisionDiff: [], canReview: true, ...over })

let api: FakeApi
let rows: Definition[]
let entityRules: BizRule[]

const bizRule = (over: Partial<BizRule>): BizRule => ({
  id: 1,
  module: 'STORE',
  moduleName: '门店',
  entity: 'STORE',
  entityName: '门店',
  ruleCode: 'mode',
  ruleName: '营业模式',
  controlStyle: 'radio',
  content: [],
  value: '',
  updatedAt: '2026-11-26 10:00:00',
  ...over,
})

beforeEach(() => {
  useAccountStore.setState({ permission: [METADATA_CHECK_CODE] })
  entityRules = []
  rows = [definition(), definition({ id: 6, fieldName: '营业面积', fieldCode: 'area', status: 3, statusName: '已启用', hasPendingRevision: true }), definition({ id: 7, fieldName: '门店标签', fieldCode: 'tags', noEligibleReviewer: true })]
  api = fakeApi()
    .answer('operating/dict-data/list', z.array(DictDataItemSchema), (sent) =>
      sent.nameType === 'MODULE_TYPE' ? [{ id: 1, pid: 0, dataKey: 'STORE', dataValue: '门店' }] : sent.nameType === 'ENTITY_TYPE' ? [{ id: 2, pid: 1, dataKey: 'STORE', dataValue: '门店' }] : [{ id: 3, pid: 0, dataKey: 'BAKERY', dataValue: '烘焙' }],
    )
    .answer('operating/dict-data/list-nodes-category', z.array(NodeCategorySchema), () => [{ id: 11, pid: 2, dataKey: 'BASIC', dataValue: '基础信息', list: [] }])
    .answer('operating/metadata-definite/list', DefinitionPageSchema, (sent) => ({ list: rows, total: rows.length, pageNum: Number(sent.pageNum), pageSize: Number(sent.pageSize) }))
    .answer('operating/metadata-definite/get', DefinitionDetailSchema, (sent) => detailOf(rows.find((r) => r.id === Number(sent.id))!))
    .answer('operating/metadata-definite/get-validator-by-control-type', z.array(ValidatorItemSchema), (sent) =>
      VALIDATORS_BY_CONTROL_TYPE[sent.controlType as 'TEXT'].map((code) => ({ code, name: VALIDATOR_TYPES[code] })),
    )
    .answer('operating/metadata-definite/auth', DefinitionSchema, (sent) => ({ ...rows[0]!, status: sent.authStatus ? 3 : 2 }))
    .answer('operating/metadata-definite/update', DefinitionSchema, () => rows[0]!)
    .answer('operating/biz-rules/query-entity-rules', z.array(BizRuleSchema), () => entityRules)
})

describe('MetadataListPage', () => {
  it('shows each status, a pending revision and a submission nobody may review', async () => {
    renderScreen(<MetadataListPage />, { url: '/dataStandard/metadata/index' })
    const enabled = (await screen.findByText('营业面积')).closest('tr')!
    expect(within(enabled).getByText('已启用')).toBeTruthy()
    expect(within(enabled).getByText('有待审核修订')).toBeTruthy()
    expect(within(screen.getByText('门店标签').closest('tr')!).getByText('无可用审核人')).toBeTruthy()
    expect(within(enabled).queryByText('删除')).toBeNull()
  })

  it('rejects with a remark from the review dialog and sends authStatus false', async () => {
    const { user } = renderScreen(<MetadataListPage />, { url: '/dataStandard/metadata/index' })
    const row = (await screen.findByText('门店别名')).closest('tr')!
    await user.click(within(row).getByText('审核'))
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!)
    await within(dialog).findByText('storeAlias')
    await user.click(within(dialog).getByText('驳回'))
    await user.click(within(dialog).getByText('提交审核'))
    expect(await within(dialog).findByText('请输入备注')).toBeTruthy()
    expect(api.calls('operating/metadata-definite/auth')).toEqual([])
    await user.type(within(dialog).getByPlaceholderText('请说明驳回原因'), '名称不清楚')
    await user.click(within(dialog).getByText('提交审核'))
    await waitFor(() => expect(api.calls('operating/metadata-definite/auth')).toEqual([expect.objectContaining({ id: 5, authStatus: false, authMsg: '名称不清楚' })]))
  })
})

/** The editor guards unsaved input with a route blocker, which needs a data router (the harness renders a plain one). */
const renderEditor = (url: string) => {
  const router = createMemoryRouter(
    [
      { path: '/dataStandard/metadata/edit', element: <MetadataEditPage /> },
      { path: '*', element: <p>字段配置列表</p> },
    ],
    { initialEntries: [url] },
  )
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ConfigProvider locale={ANTD_LOCALES['zh-CN']}>
        <AntApp>
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>,
  )
  return { user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }), router }
}

describe('MetadataEditPage', () => {
  it('titles the page and checks the §5.2 rules before sending: an empty regex, then one that does not compile', async () => {
    const { user, router } = renderEditor('/dataStandard/metadata/edit?id=5')
    expect(await screen.findByText('编辑元数据')).toBeTruthy()
    expect(await ariaFaults(document.body)).toEqual([])
    await user.click(await screen.findByText('正则'))
    await user.click(screen.getByText('提交审核'))
    expect(await screen.findByText('请输入正则')).toBeTruthy()
    await user.type(screen.getByLabelText('正则的值'), '([[a-z')
    await user.click(screen.getByText('提交审核'))
    expect(await screen.findByText(/^正则表达式无效：/)).toBeTruthy()
    expect(api.calls('operating/metadata-definite/update')).toEqual([])
    await user.clear(screen.getByLabelText('正则的值'))
    await user.type(screen.getByLabelText('正则的值'), '^[[a-z]+$')
    await user.click(screen.getByText('提交审核'))
    await waitFor(() => expect(api.calls('operating/metadata-definite/update')).toHaveLength(1))
    expect(api.calls('operating/metadata-definite/update')[0]).toMatchObject({
      id: 5,
      fieldCode: 'storeAlias',
      parentNode: 'BASIC,11,基础信息',
      checkRules: { ruleItems: [{ validatorType: 'MAX_LENGTH', validatorVal: '20' }, { validatorType: 'REGEX', validatorVal: '^[a-z]+$' }] },
    })
    // Saved: back to the list without asking about unsaved input.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dataStandard/metadata/index'))
  })

  it('sets the entity’s business rules, says which saved value is no longer an option, and which rule is gone', { timeout: 60_000 }, async () => {
    entityRules = [
      bizRule({ content: [{ title: '直营', value: 'DIRECT' }, { title: '加盟', value: 'FRANCHISE' }] }),
      bizRule({ id: 2, ruleCode: 'channels', ruleName: '支持渠道', controlStyle: 'checkbox', content: [{ title: '堂食', value: 'DINE' }, { title: '外卖', value: 'TAKEOUT' }, { title: '自提', value: 'PICKUP' }] }),
    ]
    rows[0] = definition({
      bizRuleInfo: {
        ruleItems: [
          { ruleCode: 'mode', ruleName: '营业模式', value: 'CHAIN' },
          { ruleCode: 'channels', ruleName: '支持渠道', value: '["DINE"]' },
          { ruleCode: 'old', ruleName: '旧规则', value: 'X' },
        ],
      },
    })
    const { user } = renderEditor('/dataStandard/metadata/edit?id=5')
    // The section loads after the definition (its module and entity): a slow machine takes its time.
    const channels = await screen.findByRole('checkbox', { name: '堂食' }, { timeout: 15_000 })
    expect((channels as HTMLInputElement).checked).toBe(true)
    expect(screen.getByText('业务规则「旧规则」已不在该实体下，提交后不再保留')).toBeTruthy()
    await user.click(screen.getByText('提交审核'))
    expect(await screen.findByText('「营业模式」所选的值不在选项中')).toBeTruthy()
    expect(api.calls('operating/metadata-definite/update')).toEqual([])

    await user.click(screen.getByRole('radio', { name: '加盟' }))
    await user.click(screen.getByRole('checkbox', { name: '自提' }))
    await user.click(screen.getByText('提交审核'))
    await waitFor(() => expect(api.calls('operating/metadata-definite/update')).toHaveLength(1))
    const sent = api.calls('operating/metadata-definite/update')[0] as { bizRuleInfo: { ruleItems: Array<{ ruleCode: string; ruleName: string; value: string }> } }
    expect(sent.bizRuleInfo.ruleItems).toEqual([
      { ruleCode: 'mode', ruleName: '营业模式', value: 'FRANCHISE' },
      { ruleCode: 'channels', ruleName: '支持渠道', value: expect.any(String) },
    ])
    expect((JSON.parse(sent.bizRuleInfo.ruleItems[1]!.value) as string[]).sort()).toEqual(['DINE', 'PICKUP'])
  })

  it('shows a definition read-only with preview=1', async () => {
    renderEditor('/dataStandard/metadata/edit?id=5&preview=1')
    expect(await screen.findByText('查看元数据')).toBeTruthy()
    expect(screen.queryByText('提交审核')).toBeNull()
  })
})
