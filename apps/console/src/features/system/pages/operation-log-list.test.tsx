import { screen, waitFor, within } from '@testing-library/react'
import { OperationLogPageSchema, type OperationLogRow } from '@yunying/contracts'
import dayjs from 'dayjs'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeApi, renderScreen, type FakeApi } from '../../../test/screen.js'
import { OperationLogList } from './operation-log-list.js'

const buildLog = (overrides: Partial<OperationLogRow> = {}): OperationLogRow => ({
  id: 1,
  createdAt: '2026-03-15 10:30:00',
  accountName: '运营小王',
  accountPhone: '138****0000',
  orgName: '平台',
  method: 'POST',
  route: '/org-center/group/save-group',
  action: '新建或编辑集团',
  operatingUrl: '/businessCenter/group/edit',
  pageTitle: '',
  statusCode: 200,
  code: 0,
  success: true,
  ip: '127.0.0.1',
  requestId: 'req-1',
  detail: { groupId: 7, name: { from: '旧集团', to: '新集团' }, created: { name: '日志集团', contact: '钱多多' } },
  ...overrides,
})

let page = { list: [] as OperationLogRow[], total: 0, totalCapped: false }
let api: FakeApi
const bodies = () => api.calls('operating-log/list')

beforeEach(() => {
  page = {
    list: [buildLog(), buildLog({ id: 2, success: false, code: 40900, statusCode: 409, detail: null, operatingUrl: '', action: '' })],
    total: 2,
    totalCapped: false,
  }
  api = fakeApi().answer('operating-log/list', OperationLogPageSchema, (sent) => ({ ...page, pageNum: Number(sent.pageNum), pageSize: Number(sent.pageSize) }))
})

const renderPage = () => renderScreen(<OperationLogList />, { url: '/system/operatingLog/list' }).user

const rowOf = async (text: string) => (await screen.findAllByText(text))[0]!.closest('tr')!

describe('OperationLogList', () => {
  it('asks for the last 7 days, 10 a page, and shows who, where, what and the outcome', async () => {
    renderPage()
    const saved = await rowOf('新建或编辑集团')
    expect(bodies()[0]).toMatchObject({
      createdAtBegin: dayjs().subtract(6, 'day').format('YYYY-MM-DD'),
      createdAtEnd: dayjs().format('YYYY-MM-DD'),
      pageNum: 1,
      pageSize: 10,
      operatingUrl: '/',
    })
    expect(bodies()[0]).not.toHaveProperty('result')
    expect(within(saved).getByText('138****0000')).toBeInTheDocument()
    expect(within(saved).getByText('POST /org-center/group/save-group')).toBeInTheDocument()
    expect(within(saved).getByText('成功')).toBeInTheDocument()
    const refused = (await screen.findByText('失败 · 40900')).closest('tr')!
    expect(within(refused).getAllByText('—')).toHaveLength(2)
    // Two rows fit one page: no pager.
    expect(document.querySelector('.ant-pagination')).toBeNull()
  })

  it('sends the trimmed person and keyword on Enter', async () => {
    const user = renderPage()
    await rowOf('新建或编辑集团')
    await user.click(screen.getByPlaceholderText('请输入姓名或手机号'))
    await user.paste(' 小王 ')
    await user.click(screen.getByPlaceholderText('页面或接口'))
    await user.paste('save-group')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ operator: '小王', keyword: 'save-group', pageNum: 1 }))
    // The same search again asks the server anew.
    const asked = bodies().length
    await user.keyboard('{Enter}')
    await waitFor(() => expect(bodies()).toHaveLength(asked + 1))
  })

  it('says where the count stopped', async () => {
    page.total = 10_000
    page.totalCapped = true
    renderPage()
    expect(await screen.findByText('超过 10000 条，请缩小筛选范围')).toBeInTheDocument()
  })

  it('opens the detail with the call and what changed, or 无变更内容', async () => {
    const user = renderPage()
    await user.click(within(await rowOf('新建或编辑集团')).getByText('详情'))
    const drawer = await waitFor(() => document.querySelector<HTMLElement>('.ant-drawer-content')!)
    expect(within(drawer).getByText('操作详情')).toBeInTheDocument()
    expect(within(drawer).getByText('req-1')).toBeInTheDocument()
    expect(within(drawer).getByText('旧集团 → 新集团')).toBeInTheDocument()
    expect(within(drawer).getByText(/"contact": "钱多多"/).tagName).toBe('PRE')

    await user.click(within((await screen.findByText('失败 · 40900')).closest('tr')!).getByText('详情'))
    expect(await within(drawer).findByText('无变更内容')).toBeInTheDocument()
    expect(within(drawer).getByText('HTTP 状态').closest('tr')).toHaveTextContent('409')
  })
})
