import { screen, waitFor, within } from '@testing-library/react'
import { FeedbackPageSchema, ShellCodes, type Feedback } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { fakeApi, NoData, pageOf, renderScreen, searchBy, type FakeApi } from '../../../test/screen.js'
import { FeedbackPage } from './feedback-page.js'

const item = (i: number, status = 0): Feedback => ({
  id: i,
  brandId: 1,
  brandName: '蜀香火锅',
  content: `第${i}条反馈`,
  contact: '13800000000',
  channel: 1,
  status,
  createdAt: '2025-01-02 10:00:00',
  handledAt: status ? '2025-01-03 10:00:00' : null,
})

let rows: Feedback[] = []
let api: FakeApi

beforeEach(() => {
  rows = [...Array.from({ length: 55 }, (_, i) => item(i + 1)), item(99, 1)]
  useAccountStore.setState({ permission: [ShellCodes.feedbackHandle] })
  api = fakeApi()
    .answer('customer-suggest/list', FeedbackPageSchema, (sent) => {
      const hits = rows.filter((r) => (sent.status === undefined || r.status === Number(sent.status)) && (!sent.keyword || r.content.includes(String(sent.keyword))))
      return pageOf(hits, sent)
    })
    .answer('customer-suggest/handle', NoData, (sent) => {
      rows = rows.map((r) => (r.id === sent.id ? { ...r, status: 1 } : r))
      return null
    })
})

describe('the feedback page', () => {
  it('shows the unhandled feedback first, 50 a page, and pages without a size changer', async () => {
    const { user } = renderScreen(<FeedbackPage />, { url: '/memberCenter/thirdChannel/feedback' })
    expect(await screen.findByText('第1条反馈')).toBeInTheDocument()
    expect(api.calls('customer-suggest/list')[0]).toMatchObject({ status: '0', pageNum: '1', pageSize: '50' })
    expect(screen.getByText('共 55 条')).toBeInTheDocument()
    expect(document.querySelector('.ant-pagination-options')).toBeNull()
    await user.click(screen.getByTitle('2'))
    expect(await screen.findByText('第55条反馈')).toBeInTheDocument()
  })

  it('searches by keyword and status, and marks one handled', async () => {
    const { user } = renderScreen(<FeedbackPage />, { url: '/memberCenter/thirdChannel/feedback' })
    await screen.findByText('第1条反馈')
    await searchBy(user, '反馈内容或联系方式', '第12条')
    await waitFor(() => expect(api.calls('customer-suggest/list').at(-1)).toMatchObject({ keyword: '第12条', status: '0', pageNum: '1' }))
    await waitFor(() => expect(document.querySelector('.ant-pagination')).toBeNull())
    const row = screen.getByText('第12条反馈').closest('tr')!
    await user.click(within(row).getByText('标记已处理'))
    expect(await screen.findByText('操作成功')).toBeInTheDocument()
    expect(api.calls('customer-suggest/handle')).toEqual([expect.objectContaining({ id: 12 })])
    expect(await screen.findByText('没有找到符合条件的反馈')).toBeInTheDocument()
  })
})
