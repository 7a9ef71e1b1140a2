import { screen, waitFor, within } from '@testing-library/react'
import { DictionaryPageSchema, DictionarySettingsSchema, OnekeySyncAnswerSchema, type DictionaryRow, type OnekeySyncAnswer, type SyncApply, type SyncPlan } from '@yunying/contracts'
import axe from 'axe-core'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { fakeApi, Refusal, renderScreen, type FakeApi } from '../../../test/screen.js'
import { DictionaryList } from '../pages/dictionary-list.js'
import { DictionarySyncDialog } from './dictionary-sync-dialog.js'

const FIELD = { fieldCode: 'order.mode', fieldName: '点单模式' }

const PLAN: SyncPlan = {
  mode: 'plan',
  syncType: 'test',
  syncTypeName: '测试环境',
  fieldCode: 'order.mode',
  fieldName: '点单模式',
  change: 'update',
  targetVersion: 3,
  diff: [
    { key: 'fieldName', label: '字段名称', before: '点单方式', after: '点单模式' },
    { key: 'bizTypes', label: '业态', before: '1', after: '1,3' },
    {
      key: 'optionValues',
      label: '选项',
      before: [{ value: 'self', title: '自助点单' }],
      after: [
        { value: 'self', title: '自助点单' },
        { value: 'staff', title: '服务员点单' },
      ],
    },
    { key: 'relatedData', label: '关联配置', before: [], after: [{ relatedValue: 'self', relatedData: [{ name: '每单上限', code: 'order.limit', dataType: 'number', optionValues: [] }] }] },
  ],
}

const APPLIED: SyncApply = { mode: 'apply', syncType: 'test', syncTypeName: '测试环境', requestId: '', results: [{ fieldCode: 'order.mode', result: 'updated', message: null, version: 4 }] }

/** A planned or applied answer, or the server's refusal. */
type Answer = OnekeySyncAnswer | Refusal

const LIST_ROW: DictionaryRow = {
  id: 7,
  applyType: 1,
  applyTypeName: '品牌配置',
  fieldName: '点单模式',
  fieldCode: 'order.mode',
  serviceModule: 'order-center',
  serviceModuleName: '订单中心',
  bizTypes: '1,3',
  bizTypeNames: '茶饮、正餐',
  pageGroup: '',
  sortNum: 1,
  dataType: 'radio',
  dataTypeName: '单选',
  status: 0,
  version: 1,
  updatedAt: '2024-05-02 16:00:00',
  updatedBy: '运营小王',
}
/** The sync targets the settings answer. */
let syncTypes: string[] = ['test']
/** What the fake server answers next, by mode; each answer is used once, then the default. */
let next: Record<string, Answer[]> = {}
let api: FakeApi

beforeEach(() => {
  next = {}
  syncTypes = ['test']
  api = fakeApi()
    // The dictionary list around the dialog (its own test covers it; here only what opens the dialog).
    .answer('field-config/settings', DictionarySettingsSchema, () => ({ stage: 'dev', canCreate: true, syncTypes }))
    .answer('field-config/list', DictionaryPageSchema, () => ({ list: [LIST_ROW], total: 1, pageNum: 1, pageSize: 10 }))
    .answer('field-config/onekey-sync', OnekeySyncAnswerSchema, (body) => {
      const mode = String(body.mode)
      const answer = next[mode]?.shift() ?? (mode === 'plan' ? PLAN : { ...APPLIED, requestId: String(body.requestId) })
      if (answer instanceof Refusal) throw answer
      return answer
    })
})

/** What the dialog sent, oldest first. */
const bodies = () => api.calls('field-config/onekey-sync')

const renderDialog = (syncTypes = ['test', 'pro'], theme: 'light' | 'dark' = 'light') => {
  const onClose = vi.fn()
  const { user } = renderScreen(<DictionarySyncDialog field={FIELD} syncTypes={syncTypes} onClose={onClose} />, { theme })
  return { user, onClose }
}

const dialog = () => document.querySelector<HTMLElement>('.ant-modal')!
const button = (name: RegExp) => within(dialog()).getByText(name).closest('button')!

/** WCAG A/AA violations inside the dialog. */
const violations = async () => {
  // Not while something is still fading in (the dialog, a wave): its opacity would lower every contrast.
  await waitFor(() => expect(document.querySelector('[class*="-appear"], [class*="-enter"]')).toBeNull())
  const result = await axe.run(dialog(), { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`).join(', ')}`)
}

describe('DictionarySyncDialog', () => {
  it('offers only the configured targets, compares first, shows the diff in words and applies with the planned version', async () => {
    const { user } = renderDialog()
    expect(await within(dialog()).findByText('一键同步 · 点单模式（order.mode）')).toBeInTheDocument()
    expect(within(dialog()).getByLabelText('测试环境')).toBeChecked()
    expect(within(dialog()).getByLabelText('生产环境')).not.toBeChecked()
    expect(within(dialog()).queryByText('预发环境')).not.toBeInTheDocument()
    expect(button(/^确认同步$/)).toBeDisabled()

    await user.click(button(/^对\s*比$/))
    expect(await within(dialog()).findByText('目标环境（测试环境）有 4 处与本环境不同，同步后将改为本环境的定义')).toBeInTheDocument()
    expect(within(dialog()).getByText('目标环境当前版本 v3')).toBeInTheDocument()
    const row = (label: string) => within(dialog()).getByText(label, { selector: 'td' }).closest('tr')!
    expect(within(row('字段名称')).getByText('点单方式')).toBeInTheDocument()
    expect(within(row('字段名称')).getByText('点单模式')).toBeInTheDocument()
    expect(within(row('业态')).getByText('茶饮')).toBeInTheDocument()
    expect(within(row('业态')).getByText('茶饮、正餐')).toBeInTheDocument()
    expect(within(row('选项')).getByText('自助点单（self）、服务员点单（staff）')).toBeInTheDocument()
    expect(within(row('关联配置')).getByText('选项 self：每单上限（order.limit，数字）')).toBeInTheDocument()
    expect(bodies()[0]).toMatchObject({ fieldCode: 'order.mode', syncType: 'test', mode: 'plan' })

    await user.click(button(/^确认同步$/))
    expect(await within(dialog()).findByText('已同步到测试环境')).toBeInTheDocument()
    expect(within(dialog()).getByText('已更新')).toBeInTheDocument()
    expect(within(dialog()).getByText('目标版本 v4')).toBeInTheDocument()
    expect(bodies()[1]).toMatchObject({ fieldCode: 'order.mode', syncType: 'test', mode: 'apply', targetVersion: 3 })
    expect(bodies()[1]!.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(api.errors).toEqual([])
    expect(await violations()).toEqual([])
  })

  it('keeps the diff when the target changed meanwhile, shows the conflict and asks for a new comparison', async () => {
    next.apply = [new Refusal('目标环境的字段已被修改，请重新对比', 40900, 409, { requestId: 'x', results: [{ fieldCode: 'order.mode', result: 'conflict', message: '目标环境的字段已被修改，请重新对比', version: 4 }] })]
    const { user } = renderDialog()
    await user.click(await within(dialog()).findByText(/^对\s*比$/))
    await within(dialog()).findByText('点单方式')
    await user.click(button(/^确认同步$/))
    expect(await within(dialog()).findByText('有冲突')).toBeInTheDocument()
    expect(within(dialog()).getByText('目标环境在对比之后又被修改过，请重新对比后再同步。')).toBeInTheDocument()
    expect(within(dialog()).getAllByText('目标环境的字段已被修改，请重新对比').length).toBeGreaterThan(0)
    // Nothing lost: the plan stays on screen; applying again is refused until a new comparison.
    expect(within(dialog()).getByText('点单方式')).toBeInTheDocument()
    expect(button(/^确认同步$/)).toBeDisabled()

    next.plan = [{ ...PLAN, targetVersion: 4, diff: [{ key: 'descrip', label: '字段描述', before: '目标环境改的', after: '门店点单的方式' }] }]
    await user.click(button(/^重新对比$/))
    expect(await within(dialog()).findByText('目标环境改的')).toBeInTheDocument()
    expect(within(dialog()).queryByText('有冲突')).not.toBeInTheDocument()
    await user.click(button(/^确认同步$/))
    await within(dialog()).findByText('已同步到测试环境')
    expect(bodies().at(-1)).toMatchObject({ mode: 'apply', targetVersion: 4 })
    expect(bodies().at(-1)!.requestId).not.toBe(bodies()[2]!.requestId)
  })

  it('says why when the target cannot be reached, and a retry reuses the request id so nothing is written twice', async () => {
    next.plan = [new Refusal('同步目标不可达：测试环境（连接被拒绝），请稍后再试或检查同步配置', 50200, 502)]
    next.apply = [new Refusal('同步目标不可达：测试环境（10 秒内没有应答），请稍后再试或检查同步配置', 50200, 502)]
    const { user } = renderDialog()
    await user.click(await within(dialog()).findByText(/^对\s*比$/))
    expect(await within(dialog()).findByText('同步目标不可达：测试环境（连接被拒绝），请稍后再试或检查同步配置')).toBeInTheDocument()
    expect(button(/^确认同步$/)).toBeDisabled()

    await user.click(button(/^对\s*比$/))
    await within(dialog()).findByText('点单方式')
    await user.click(button(/^确认同步$/))
    expect(await within(dialog()).findByText('同步目标不可达：测试环境（10 秒内没有应答），请稍后再试或检查同步配置')).toBeInTheDocument()
    expect(within(dialog()).getByText('点单方式')).toBeInTheDocument()
    await user.click(button(/^重试同步$/))
    await within(dialog()).findByText('已同步到测试环境')
    const applies = bodies().filter((b) => b.mode === 'apply')
    expect(applies).toHaveLength(2)
    expect(applies[1]!.requestId).toBe(applies[0]!.requestId)
    expect(api.errors).toEqual([])
  })

  it('asks once more before pushing to production, and is AA clean in the dark theme', async () => {
    next.plan = [{ ...PLAN, syncType: 'pro', syncTypeName: '生产环境', change: 'create', targetVersion: null, diff: [{ key: 'fieldName', label: '字段名称', before: null, after: '点单模式' }] }]
    next.apply = [{ ...APPLIED, syncType: 'pro', syncTypeName: '生产环境', results: [{ fieldCode: 'order.mode', result: 'created', message: null, version: 1 }] }]
    const { user } = renderDialog(['test', 'pro'], 'dark')
    await user.click(await within(dialog()).findByLabelText('生产环境'))
    await user.click(button(/^对\s*比$/))
    expect(await within(dialog()).findByText('目标环境（生产环境）没有该字段，同步后将新增')).toBeInTheDocument()
    expect(await violations()).toEqual([])
    await user.click(button(/^确认同步$/))
    expect(await screen.findByText('确认同步到生产环境？')).toBeInTheDocument()
    expect(bodies().filter((b) => b.mode === 'apply')).toHaveLength(0)
    const popover = document.querySelector<HTMLElement>('.ant-popover')!
    await user.click(within(popover).getByText(/^确认同步$/))
    await waitFor(() => expect(bodies().filter((b) => b.mode === 'apply')).toHaveLength(1))
    expect(bodies().at(-1)).toMatchObject({ syncType: 'pro', targetVersion: null })
    expect(await within(dialog()).findByText('已新增')).toBeInTheDocument()
  })
})

describe('一键同步 on the dictionary list', () => {
  const renderList = () => renderScreen(<DictionaryList />).user

  it('opens the dialog for the row with dictionary.sync.btn where targets are configured', async () => {
    useAccountStore.setState({ permission: ['dictionary.sync.btn'] })
    const user = renderList()
    await user.click(await screen.findByLabelText('一键同步 点单模式'))
    expect(await within(dialog()).findByText('一键同步 · 点单模式（order.mode）')).toBeInTheDocument()
    expect(within(dialog()).getByLabelText('测试环境')).toBeChecked()
  })

  it('hides the action without the code, and where no target is configured', async () => {
    useAccountStore.setState({ permission: ['dictionary.edit.btn'] })
    renderList()
    await screen.findByText('order.mode')
    await waitFor(() => expect(bodies()).toEqual([]))
    expect(screen.queryByLabelText('一键同步 点单模式')).not.toBeInTheDocument()
  })

  it('hides the action on a deployment without sync targets', async () => {
    syncTypes = []
    useAccountStore.setState({ permission: ['dictionary.sync.btn', 'dictionary.edit.btn'] })
    renderList()
    await screen.findByLabelText('编辑 点单模式')
    expect(screen.queryByLabelText('一键同步 点单模式')).not.toBeInTheDocument()
  })
})
