import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { BatchResultSchema, PlanListResultSchema, type Plan } from '@yunying/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { bus, OPEN_TASK_CENTER_EVENT } from '../../../shared/lib/event-bus.js'
import { fakeApi, NoData, renderScreen, type FakeApi } from '../../../test/screen.js'
import { planListOptions } from '../api/list-plans.js'
import { DownloadCenterHost } from '../download-center-host.js'
import { TaskCenterDrawer } from './task-center-drawer.js'

vi.setConfig({ testTimeout: 30_000 })
configure({ asyncUtilTimeout: 5_000 })

const plan = (id: number, over: Partial<Plan> = {}): Plan => ({
  id,
  created_at: '2026-03-01 10:00:00',
  model_name: 'BRAND_LIST',
  model_name_desc: '品牌列表导出',
  file_name: `品牌列表_${id}.xlsx`,
  remark: '',
  export_person: '13812345678',
  export_person_name: '平台管理员',
  status: 2,
  download_status: 0,
  rows_done: 0,
  rows_total: null,
  error: '',
  ...over,
})

let plans: Plan[] = []
let api: FakeApi

beforeEach(() => {
  api = fakeApi()
    .answer('order/delivery-send-result', BatchResultSchema, (query) => {
      const pageNo = Number(query.pageNo)
      const rows = Array.from({ length: pageNo === 1 ? 10 : 2 }, (_, i) => ({
        orderNo: `DD${pageNo}${i}`,
        actualAmount: '12.50',
        shopName: '合肥银泰店',
        orderAt: '2026-03-01 09:00:00',
        operateFlag: i === 0 ? 0 : 1,
        reason: i === 0 ? '订单已发货' : '',
      }))
      return { data: rows, total: 12, successNum: 10, failNum: 2 }
    })
    .dispatched('plan/list', PlanListResultSchema, (body) => {
      const matching = plans.filter((p) => p.file_name.includes(String(body.file_name ?? '')))
      return { plans: { data: matching.slice(0, 10), total: matching.length, current_page: Number(body.page) } }
    })
    .dispatched('plan/update', NoData, () => null)
})

const renderHost = () => renderScreen(<DownloadCenterHost />).view

const listCalls = () => api.dispatchedCalls('plan/list')

describe('the download centre', () => {
  it('opens on the bus event and on the window event, 800 px wide, with the note', async () => {
    plans = [plan(1)]
    renderHost()
    expect(screen.queryByText('下载中心')).toBeNull()
    act(() => bus.emit('open-task-center'))
    expect(await screen.findByText('品牌列表_1.xlsx')).toBeInTheDocument()
    expect(screen.getByText('百万级数据导出平均耗时约1小时，建议次日查询；已生成的数据保留1周。')).toBeInTheDocument()
    expect(document.querySelector('.ant-drawer-content-wrapper')).toHaveStyle({ width: '800px' })
    expect(listCalls()[0]).toMatchObject({ page: 1, page_size: 10, biz_type: 105 })

    fireEvent.click(screen.getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(screen.queryByText('品牌列表_1.xlsx')).toBeNull())
    act(() => void window.dispatchEvent(new CustomEvent(OPEN_TASK_CENTER_EVENT)))
    expect(await screen.findByText('品牌列表_1.xlsx')).toBeInTheDocument()
  })

  it('shows status words with downloaded first, the masked exporter, and the actions each status allows', async () => {
    plans = [
      plan(1, { status: 1, rows_done: 2500, rows_total: 10000 }),
      plan(2, { status: 2, download_status: 1 }),
      plan(3, { status: 3, error: '导出失败：磁盘已满' }),
      plan(4, { status: 12, model_name: 'BRAND_SUPER_ADMIN_IMPORT', model_name_desc: '品牌超级管理员导入' }),
      plan(5, { status: 11, model_name: 'BRAND_SUPER_ADMIN_IMPORT' }),
      plan(6, { status: 2, model_name: 'ORDER_BATCH_OPERATE', model_name_desc: '订单批量发货' }),
      plan(7, { status: 99 }),
    ]
    renderHost()
    act(() => bus.emit('open-task-center'))
    const card = async (id: number) => within(await screen.findByTestId(`plan-${id}`))

    const running = await card(1)
    expect(running.getByText('生成中')).toBeInTheDocument()
    expect(running.getByText('已处理 2,500 行 / 约 10,000 行')).toBeInTheDocument()
    expect(running.getByText('138****5678 平台管理员')).toBeInTheDocument()
    expect(running.queryByRole('button', { name: '下载' })).toBeNull()
    expect(running.getByRole('button', { name: '删除' })).toBeInTheDocument()

    const downloaded = await card(2)
    expect(downloaded.getByText('已下载')).toBeInTheDocument()
    expect(downloaded.getByRole('button', { name: '下载' })).toBeInTheDocument()

    const failed = await card(3)
    expect(failed.getByText('生成失败')).toBeInTheDocument()
    expect(failed.getByText('导出失败：磁盘已满')).toBeInTheDocument()
    expect(failed.queryByRole('button', { name: '下载' })).toBeNull()

    const partial = await card(4)
    expect(partial.getByText('部分失败')).toBeInTheDocument()
    expect(partial.getByRole('button', { name: '查看失败账号' })).toBeInTheDocument()
    expect(partial.queryByRole('button', { name: '删除' })).toBeNull()

    expect((await card(5)).getByText('导入成功')).toBeInTheDocument()
    const batch = await card(6)
    expect(batch.getByRole('button', { name: '查看结果' })).toBeInTheDocument()
    expect(batch.queryByRole('button', { name: '删除' })).toBeNull()
    expect(batch.queryByRole('button', { name: '下载' })).toBeNull()
    expect((await card(7)).queryByText(/生成|导入|下载/)).toBeNull()
  })

  it('searches by file name 500 ms after typing stops, and pages only above 10', async () => {
    plans = Array.from({ length: 11 }, (_, i) => plan(i + 1, { file_name: i === 10 ? '集团列表_1.csv' : `品牌列表_${i + 1}.xlsx` }))
    renderHost()
    act(() => bus.emit('open-task-center'))
    expect(await screen.findByRole('listitem', { name: '2' })).toBeInTheDocument()
    const before = listCalls().length
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fireEvent.change(screen.getByLabelText('文件名称'), { target: { value: '集' } })
    fireEvent.change(screen.getByLabelText('文件名称'), { target: { value: '集团' } })
    // 300 ms on the (faked) clock after the last keystroke: still no search.
    await vi.advanceTimersByTimeAsync(300)
    expect(listCalls()).toHaveLength(before)
    await vi.advanceTimersByTimeAsync(200)
    vi.useRealTimers()
    await waitFor(() => expect(listCalls().at(-1)!.file_name).toBe('集团'))
    expect(listCalls()).toHaveLength(before + 1)
    expect(await screen.findByText('集团列表_1.csv')).toBeInTheDocument()
    expect(screen.queryByRole('listitem', { name: '2' })).toBeNull()
  })

  it('saves a remark on blur only when it is not empty', async () => {
    plans = [plan(1, { remark: '旧备注' })]
    renderHost()
    act(() => bus.emit('open-task-center'))
    const input = await screen.findByLabelText('备注 品牌列表_1.xlsx')
    expect(input).toHaveAttribute('maxlength', '20')
    fireEvent.change(input, { target: { value: '  ' } })
    fireEvent.blur(input)
    expect(await screen.findByText('请输入备注')).toBeInTheDocument()
    expect(api.dispatchedCalls('plan/update')).toEqual([])
    expect(input).toHaveValue('旧备注')
    fireEvent.change(input, { target: { value: '对账用' } })
    fireEvent.blur(input)
    await waitFor(() => expect(api.dispatchedCalls('plan/update')[0]).toMatchObject({ id: 1, remark: '对账用', bizType: 105 }))
  })
})

describe('the task centre and the batch-shipping result', () => {
  it('lists tasks in a 650 px table and shows a batch result in an 820 px dialog, paged by 10', async () => {
    plans = [plan(6, { status: 2, model_name: 'ORDER_BATCH_OPERATE', model_name_desc: '订单批量发货', remark: '三月' })]
    renderHost()
    act(() => bus.emit('open-task-center'))
    fireEvent.click(await screen.findByRole('button', { name: '任务中心' }))
    const table = (await screen.findByText('申请时间', { selector: 'th' })).closest('table') as HTMLElement
    for (const title of ['申请时间', '类型', '备注', '导出人', '状态', '操作']) expect(within(table).getByText(title)).toBeInTheDocument()
    const drawers = [...document.querySelectorAll('.ant-drawer-content-wrapper')] as HTMLElement[]
    expect(drawers.map((d) => d.style.width)).toEqual(expect.arrayContaining(['800px', '650px']))
    fireEvent.click(await within(table).findByRole('button', { name: '查看结果' }))
    const dialog = (await screen.findByText('批量发货结果', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement
    expect(await within(dialog).findByText('DD10')).toBeInTheDocument()
    expect(within(dialog).getByText('成功 10 单')).toBeInTheDocument()
    expect(within(dialog).getByText('订单已发货')).toBeInTheDocument()
    expect(dialog.style.width).toBe('820px')
    fireEvent.click(within(dialog).getByRole('listitem', { name: '2' }))
    expect(await within(dialog).findByText('DD20')).toBeInTheDocument()
    expect(api.calls('order/delivery-send-result').map((c) => Number(c.pageNo))).toEqual([1, 2])
  })
})

describe('polling', () => {
  const state = (statuses: number[]) => ({ state: { data: { plans: { data: statuses.map((status, i) => plan(i, { status })), total: 1, current_page: 1 } } } })
  const interval = (open: boolean, statuses: number[]) =>
    (planListOptions({ page: 1, fileName: '', adminId: 1 }, open).refetchInterval as (q: unknown) => number | false)(state(statuses))

  it('re-fetches every 5 s while a task is 0, 1 or 4 or an import runs (10), and not when closed or all settled', () => {
    expect(interval(true, [2, 0])).toBe(5000)
    expect(interval(true, [1])).toBe(5000)
    expect(interval(true, [4, 3])).toBe(5000)
    expect(interval(true, [2, 3, 11, 12])).toBe(false)
    expect(interval(true, [11, 10])).toBe(5000)
    expect(interval(false, [0])).toBe(false)
    expect(planListOptions({ page: 1, fileName: '', adminId: 1 }, false).enabled).toBe(false)
  })
})

describe('the task centre', () => {
  it('offers delete for a batch-shipping task, which only the download centre hides, and never for imports', async () => {
    plans = [
      plan(6, { status: 2, model_name: 'ORDER_BATCH_OPERATE', model_name_desc: '订单批量发货' }),
      plan(5, { status: 11, model_name: 'BRAND_SUPER_ADMIN_IMPORT', model_name_desc: '品牌超级管理员导入' }),
    ]
    renderScreen(<TaskCenterDrawer open onClose={() => {}} />)
    const batch = (await screen.findByText('订单批量发货')).closest('tr')!
    expect(within(batch).getByRole('button', { name: /删\s*除/ })).toBeInTheDocument()
    expect(within(batch).getByRole('button', { name: /查看结果/ })).toBeInTheDocument()
    const imported = screen.getByText('品牌超级管理员导入').closest('tr')!
    expect(within(imported).queryByRole('button', { name: /删\s*除/ })).toBeNull()
  })
})
