import { screen, waitFor, within } from '@testing-library/react'
import { userEvent as keys } from 'vitest/browser'
import { objectSchema, renderSchema } from '../../test/render-schema.js'
import type { MarketingDataSource, MarketingRow } from '../core/types.js'

describe('ChannelCheckbox', () => {
  it('lists the five channels with icons, in the spec’s order, and emits their codes', async () => {
    const { user, form } = renderSchema(
      objectSchema({ channels: { type: 'array', title: '投放渠道', 'x-decorator': 'FormItem', 'x-component': 'ChannelCheckbox' } }),
    )
    const boxes = screen.getAllByRole('checkbox')
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['微信小程序', '支付宝小程序', '线下POS', '抖音小程序', '小红书小程序'])
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '6', '5', '11'])
    expect(boxes[0]?.closest('label')?.querySelector('.anticon-wechat')).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: /微信小程序/ }))
    await user.click(screen.getByRole('checkbox', { name: /线下POS/ }))
    expect(form.values.channels).toEqual([1, 6])
  })

  it('marks coming-soon channels 即将上线 and disables them and the disabled ones', () => {
    renderSchema(
      objectSchema({
        channels: {
          type: 'array',
          title: '投放渠道',
          'x-decorator': 'FormItem',
          'x-component': 'ChannelCheckbox',
          'x-component-props': { comingSoonCodes: [11], disabledCodes: [2] },
        },
      }),
    )
    const xiaohongshu = screen.getByRole('checkbox', { name: /小红书小程序/ })
    expect(xiaohongshu).toBeDisabled()
    expect(within(xiaohongshu.closest('label') as HTMLElement).getByText('即将上线')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: /支付宝小程序/ })).toBeDisabled()
    expect(screen.getAllByText('即将上线')).toHaveLength(1)
    expect(screen.getByRole('checkbox', { name: /微信小程序/ })).toBeEnabled()
  })

  it('speaks English with the en-US locale', () => {
    renderSchema(objectSchema({ channels: { type: 'array', 'x-component': 'ChannelCheckbox' } }), { locale: 'en-US' })
    expect(screen.getByRole('checkbox', { name: /WeChat mini program/ })).toBeInTheDocument()
  })
})

const coupon = (id: number, name: string): MarketingRow => ({ type: 2, coupon: { id, name, amount: 10 } })
const activity = (id: number, name: string): MarketingRow => ({ type: 1, activity: { id, name } })

describe('CouponPicker', () => {
  const rows = [coupon(1, '满50减10'), coupon(2, '新人立减'), activity(3, '周末特惠')]
  const source = vi.fn<MarketingDataSource>(async () => ({ list: rows, total: rows.length }))

  function renderPicker(props: Record<string, unknown> = {}) {
    return renderSchema(
      objectSchema({ coupons: { type: 'array', title: '优惠券', 'x-decorator': 'FormItem', 'x-component': 'CouponPicker', 'x-component-props': props } }),
      { couponSource: source },
    )
  }

  it('reads rows from the provider and shows coupon.* and activity.* fields with their type', async () => {
    const { user } = renderPicker()
    await user.click(screen.getByRole('button', { name: '选择优惠券' }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('满50减10')).toBeInTheDocument()
    expect(source).toHaveBeenCalledWith({ page: 1, pageSize: 10 })
    const activityRow = within(dialog).getByText('周末特惠').closest('tr') as HTMLElement
    expect(within(activityRow).getByText('活动')).toBeInTheDocument()
    expect(within(within(dialog).getByText('新人立减').closest('tr') as HTMLElement).getByText('优惠券')).toBeInTheDocument()
  })

  it('limits the choice to selectNumber and emits the chosen rows', async () => {
    const { user, form } = renderPicker({ selectNumber: 2 })
    await user.click(screen.getByRole('button', { name: '选择优惠券' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('最多可选择2项')).toBeInTheDocument()
    await within(dialog).findByText('满50减10')
    const boxes = within(dialog).getAllByRole('checkbox')
    await user.click(boxes[0] as HTMLElement)
    await user.click(boxes[2] as HTMLElement)
    expect(boxes[1]).toBeDisabled()
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(form.values.coupons).toEqual([rows[0], rows[2]]))
    // The closing dialog lingers in jsdom; the field's own table is the one outside it.
    const outside = screen.getAllByText('周末特惠').filter((cell) => !cell.closest('.ant-modal'))
    expect(outside).toHaveLength(1)
  })

  it('removes a chosen row from the field', async () => {
    const { user, form } = renderSchema(
      objectSchema({ coupons: { type: 'array', 'x-component': 'CouponPicker' } }),
      { initialValues: { coupons: [rows[0], rows[1]] } },
    )
    const row = screen.getByText('满50减10').closest('tr') as HTMLElement
    await user.click(within(row).getByRole('button', { name: '删除' }))
    expect(form.values.coupons).toEqual([rows[1]])
  })

  it('ActivityPicker reads the activity source', async () => {
    const activities = vi.fn<MarketingDataSource>(async () => ({ list: [activity(9, '店庆')], total: 1 }))
    const { user } = renderSchema(objectSchema({ acts: { type: 'array', 'x-component': 'ActivityPicker' } }), { activitySource: activities })
    await user.click(screen.getByRole('button', { name: '选择活动' }))
    expect(await screen.findByText('店庆')).toBeInTheDocument()
  })
})

describe('a picker’s dialog hands focus back', () => {
  const rows = [coupon(1, '满50减10')]
  const source = vi.fn<MarketingDataSource>(async () => ({ list: rows, total: rows.length }))
  /** Longer than antd's closing motion (0.3 s): at its end antd used to hand focus back to the opener. */
  const pause = () => new Promise((r) => setTimeout(r, 700))

  it('to its button as it starts closing, so a Tab pressed at once goes on to the next field', async () => {
    renderSchema(
      objectSchema({
        coupons: { type: 'array', title: '优惠券', 'x-decorator': 'FormItem', 'x-component': 'CouponPicker' },
        note: { type: 'string', title: '备注', 'x-decorator': 'FormItem', 'x-component': 'Input' },
      }),
      { couponSource: source },
    )
    const opener = screen.getByRole('button', { name: '选择优惠券' })
    await keys.click(opener)
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByText('满50减10')
    await pause()
    await keys.click(within(dialog).getByRole('searchbox'))
    await keys.keyboard('{Escape}')
    expect(document.activeElement).toBe(opener)
    await keys.tab()
    const note = screen.getByRole('textbox', { name: '备注' })
    expect(document.activeElement).toBe(note)
    await pause()
    // Asked before typing: the browser's keyboard of the test types into the element it last focused.
    expect(document.activeElement).toBe(note)
    await keys.keyboard('开发票')
    expect(note).toHaveValue('开发票')
  })
})
