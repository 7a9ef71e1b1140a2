import { screen, waitFor, within } from '@testing-library/react'
import { DefinitionLogPageSchema, type DefinitionLog } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeApi, renderScreen, type FakeApi } from '../../../test/screen.js'
import { OperationLogListPage } from './operation-log-list-page.js'

const entry = (over: Partial<DefinitionLog> = {}): DefinitionLog => ({
  id: 7,
  definitionId: 5,
  fieldName: '门店别名',
  fieldCode: 'storeAlias',
  action: 'revise',
  actionName: '提交修订',
  fromStatus: 3,
  toStatus: 3,
  operatorName: '运营小王',
  remark: '',
  diff: [{ field: 'checkRules', label: '校验规则', from: '最大长度=20', to: '必填；最大长度=20' }],
  createdAt: '2026-11-26 10:00:00',
  ...over,
})

let api: FakeApi
beforeEach(() => {
  const rows = [entry(), entry({ id: 6, action: 'reject', actionName: '审核驳回', fromStatus: 1, toStatus: 2, operatorName: '审核员乙', remark: '名称不清楚', diff: [] })]
  api = fakeApi().answer('operating/operation-log/list', DefinitionLogPageSchema, (sent) => {
    const list = sent.operator ? rows.filter((r) => r.operatorName.includes(String(sent.operator))) : rows
    return { list, total: list.length, pageNum: Number(sent.pageNum), pageSize: Number(sent.pageSize) }
  })
})

describe('OperationLogListPage', () => {
  it('lists the data standards’ log with its status changes and diffs, and searches by person and action', async () => {
    const { user } = renderScreen(<OperationLogListPage />, { url: '/dataStandard/operationLog/list' })
    const revise = (await screen.findByText('提交修订')).closest('tr')!
    expect(within(revise).getByText('已启用')).toBeTruthy()
    expect(within(revise).getByText('1 项')).toBeTruthy()
    const reject = screen.getByText('审核驳回').closest('tr')!
    expect(within(reject).getByText('审核中 → 审核驳回')).toBeTruthy()
    expect(within(reject).getByText('名称不清楚')).toBeTruthy()

    await user.click(within(revise).getByRole('button', { name: /展开/ }))
    expect(await screen.findByText('必填；最大长度=20')).toBeTruthy()

    await user.type(screen.getByLabelText('操作人'), '审核员')
    await user.click(screen.getByLabelText('操作'))
    await user.click(await screen.findByTitle('审核驳回'))
    await user.click(screen.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(api.calls('operating/operation-log/list').at(-1)).toMatchObject({ operator: '审核员', action: 'reject', pageNum: '1' }))
    const body = document.querySelector<HTMLElement>('.ant-table-tbody')!
    await waitFor(() => expect(within(body).queryByText('提交修订')).toBeNull())
    expect(within(body).getByText('名称不清楚')).toBeTruthy()
  })
})
