import { screen } from '@testing-library/react'
import { objectSchema, renderSchema } from '../../../test/render-schema.js'

function renderItem(decorator: Record<string, unknown>, field: Record<string, unknown> = {}) {
  return renderSchema(
    objectSchema({
      name: { type: 'string', title: '门店名称', 'x-decorator': 'FormItem', 'x-decorator-props': decorator, 'x-component': 'Input', ...field },
    }),
  )
}

const item = () => screen.getByText('门店名称').closest('.ant-formily-item') as HTMLElement

describe('FormItem generic props', () => {
  it('shows the description below by default and to the right when asked', () => {
    const { unmount } = renderItem({}, { description: '最多 20 个字' })
    expect(item().querySelector('.ant-formily-item-extra')).toHaveTextContent('最多 20 个字')
    unmount()
    renderItem({ descriptionPosition: 'right' }, { description: '最多 20 个字' })
    expect(item().querySelector('.ant-formily-item-extra')).not.toBeInTheDocument()
    expect(item().querySelector('.ant-formily-item-addon-after')).toHaveTextContent('最多 20 个字')
  })

  it('opens an image example on hover from the 查看示例 button, 300 px wide', async () => {
    const { user } = renderItem({ example: { type: 'image', content: 'https://img.test/sample.png', title: '示例图' } })
    await user.hover(screen.getByRole('button', { name: '查看示例' }))
    const body = await screen.findByTestId('form-kit-example')
    expect(body).toHaveStyle({ width: '300px' })
    expect(body.querySelector('img')).toHaveAttribute('src', 'https://img.test/sample.png')
    expect(screen.getByText('示例图')).toBeInTheDocument()
  })

  it('sanitises an HTML example and honours the button label, width and click trigger', async () => {
    const html = '<p>招牌<b>牛肉面</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>'
    const { user } = renderItem({ example: { type: 'html', content: html, width: 420, trigger: 'click', buttonText: '看看' } })
    await user.hover(screen.getByRole('button', { name: '看看' }))
    expect(screen.queryByTestId('form-kit-example')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '看看' }))
    const body = await screen.findByTestId('form-kit-example')
    expect(body).toHaveStyle({ width: '420px' })
    expect(body).toHaveTextContent('招牌牛肉面')
    expect(body.innerHTML).not.toContain('onerror')
    expect(body.innerHTML).not.toContain('<script')
  })

  it('shows the explanation as a tooltip beside the label', async () => {
    const { user } = renderItem({ explain: '顾客在小程序里看到的名称' })
    const icon = item().querySelector('.ant-formily-item-label-tooltip-icon .anticon') as HTMLElement
    await user.hover(icon)
    expect(await screen.findByText('顾客在小程序里看到的名称')).toBeInTheDocument()
  })

  it('lays the label out above for Updown and beside for LeftRight', () => {
    const { unmount } = renderItem({ displayStyle: 'Updown' })
    expect(item()).toHaveClass('ant-formily-item-layout-vertical')
    unmount()
    renderItem({ displayStyle: 'LeftRight' })
    expect(item()).toHaveClass('ant-formily-item-layout-horizontal')
  })

  it('applies label width and style, and a forced asterisk', () => {
    renderItem({ labelWidth: 120, labelStyle: { color: 'rgb(255, 0, 0)' }, asterisk: true })
    const label = item().querySelector('.ant-formily-item-label') as HTMLElement
    expect(label).toHaveStyle({ width: '120px', color: 'rgb(255, 0, 0)' })
    expect(item().querySelector('.ant-formily-item-asterisk')).toHaveTextContent('*')
  })

  it('hides the asterisk when told to, even on a required field', () => {
    renderItem({ asterisk: false }, { required: true })
    expect(item().querySelector('.ant-formily-item-asterisk')).not.toBeInTheDocument()
  })
})
