import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DatePicker } from 'antd'
import dayjs from 'dayjs'
import { afterEach, describe, expect, it } from 'vitest'
import { createQueryClient, Providers } from './providers.js'

afterEach(() => {
  dayjs.locale('en')
  localStorage.clear()
})

describe('the console root', () => {
  it('shows every date picker in Chinese: month and weekday names, not 「Nov」 and Su Mo Tu', async () => {
    const user = userEvent.setup()
    render(
      <Providers queryClient={createQueryClient()}>
        <DatePicker.RangePicker aria-label="时间范围" defaultPickerValue={[dayjs('2026-11-01'), dayjs('2026-12-01')]} />
      </Providers>,
    )
    await user.click(screen.getAllByRole('textbox')[0]!)
    await waitFor(() => expect(document.querySelector('.ant-picker-dropdown thead')).not.toBeNull())
    const panel = document.querySelector<HTMLElement>('.ant-picker-dropdown')!
    const months = () => [...panel.querySelectorAll('.ant-picker-header-view')].map((v) => v.textContent)
    expect(months()).toEqual(['2026年11月', '2026年12月'])
    const weekdays = [...panel.querySelectorAll('thead th')].slice(0, 7).map((th) => th.textContent)
    expect(weekdays).toEqual(['一', '二', '三', '四', '五', '六', '日'])
    expect(panel.textContent).not.toMatch(/Nov|Su|Mo|Tu/)
    // The month view names months in Chinese too.
    await user.click(within(panel).getAllByRole('button', { name: '选择月份' })[0]!)
    // The panel switches with a motion: wait for the month view to show.
    await waitFor(() => expect(within(panel).getByText('1月')).toBeVisible())
  })
})
