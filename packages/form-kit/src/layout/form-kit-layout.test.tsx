import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useFormKitForm } from '../core/form-kit-form.js'
import { SchemaForm } from '../schema-form/schema-form.js'
import { useStepWizard } from '../wizard/step-wizard.js'
import { FormKitLayout, type FormKitLayoutProps } from './form-kit-layout.js'

const schema = {
  type: 'object',
  properties: {
    basic: {
      type: 'void',
      'x-component': 'FormSection',
      'x-component-props': { id: 'basic', title: '基础信息' },
      properties: {
        name: { type: 'string', title: '门店名称', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input' },
      },
    },
    extra: { type: 'void', 'x-component': 'FormSection', 'x-component-props': { id: 'extra', title: '补充信息' } },
  },
}

type PageProps = Omit<FormKitLayoutProps, 'wizard'> & { onSubmit?: (values: object) => void }

function Page({ onSubmit, ...layout }: PageProps) {
  const form = useFormKitForm()
  const wizard = useStepWizard(form, { onSubmit })
  return (
    <FormKitLayout wizard={wizard} {...layout}>
      <SchemaForm form={form} schema={schema} />
    </FormKitLayout>
  )
}

const breadcrumb = [
  { title: '营销中心', path: '/marketing' },
  { title: '活动列表', path: '/marketing/activities' },
  { title: '新建活动' },
]

describe('form layout', () => {
  it('without steps offers cancel and submit only, and submit validates then emits', async () => {
    const onSubmit = vi.fn()
    const user = userEvent.setup()
    render(<Page onSubmit={onSubmit} />)
    expect(screen.queryByRole('button', { name: '下一步' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '上一步' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '提交并保存' }))
    expect(await screen.findByText('该字段是必填字段')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
    await user.type(screen.getByRole('textbox', { name: '门店名称' }), '西湖店')
    // After the first attempt antd's loading icon lingers in jsdom (its leave motion never ends) and joins the name.
    await user.click(screen.getByText('提交并保存').closest('button') as HTMLElement)
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '西湖店' }))
  })

  it('cancel goes to the previous breadcrumb entry through onNavigate', async () => {
    const onNavigate = vi.fn()
    const user = userEvent.setup()
    render(<Page breadcrumb={breadcrumb} onNavigate={onNavigate} />)
    await user.click(screen.getByRole('button', { name: '取消' }))
    expect(onNavigate).toHaveBeenCalledWith('/marketing/activities')
    await user.click(screen.getByRole('link', { name: '营销中心' }))
    expect(onNavigate).toHaveBeenLastCalledWith('/marketing')
    expect(screen.getByText('新建活动')).toBeInTheDocument()
  })

  it('cancel goes back in history without a breadcrumb', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined)
    const user = userEvent.setup()
    render(<Page />)
    await user.click(screen.getByRole('button', { name: '取消' }))
    expect(back).toHaveBeenCalledTimes(1)
    back.mockRestore()
  })

  it('shows the banner and fixes the action bar to the bottom unless told not to', () => {
    const { unmount } = render(<Page banner={<div>活动期间不可修改门店</div>} />)
    expect(screen.getByText('活动期间不可修改门店')).toBeInTheDocument()
    const bar = () => screen.getByRole('button', { name: '取消' }).closest('.form-kit-action-bar') as HTMLElement
    expect(bar()).toHaveStyle({ position: 'fixed', bottom: '0px' })
    unmount()
    render(<Page fixedActionBar={false} />)
    expect(bar()).not.toHaveStyle({ position: 'fixed' })
  })
})

describe('directory', () => {
  const directory = [
    { id: 'basic', title: '基础信息' },
    { id: 'extra', title: '补充信息' },
  ]

  function placeSection(id: string, top: number) {
    const element = document.getElementById(id) as HTMLElement
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect)
  }

  afterEach(() => vi.useRealTimers())

  it('is 180 px wide by default', () => {
    render(<Page directory={directory} />)
    expect(screen.getByRole('navigation', { name: '目录' })).toHaveStyle({ width: '180px' })
  })

  it('scrolls to the clicked section over 300 ms and highlights it', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date', 'setTimeout'] })
    render(<Page directory={directory} />)
    placeSection('extra', 600)
    const scrollTo = vi.mocked(window.scrollTo)
    scrollTo.mockClear()
    const link = screen.getByRole('link', { name: '补充信息' })
    fireEvent.click(link)
    expect(link).toHaveAttribute('aria-current', 'location')
    await act(async () => vi.advanceTimersByTime(200))
    const midway = (scrollTo.mock.lastCall?.[0] as ScrollToOptions).top as number
    expect(midway).toBeGreaterThan(0)
    expect(midway).toBeLessThan(600)
    await act(async () => vi.advanceTimersByTime(150))
    expect(scrollTo.mock.lastCall?.[0]).toEqual({ top: 600 })
  })

  it('highlights the section that has reached the top while scrolling', () => {
    render(<Page directory={directory} />)
    expect(screen.getByRole('link', { name: '基础信息' })).toHaveAttribute('aria-current', 'location')
    placeSection('basic', -400)
    placeSection('extra', 0)
    fireEvent.scroll(window)
    expect(screen.getByRole('link', { name: '补充信息' })).toHaveAttribute('aria-current', 'location')
    expect(screen.getByRole('link', { name: '基础信息' })).not.toHaveAttribute('aria-current')
  })
})
