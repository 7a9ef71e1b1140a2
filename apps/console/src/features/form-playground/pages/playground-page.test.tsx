import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { App } from 'antd'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { PlaygroundPage } from './playground-page.js'

const renderPage = () =>
  render(
    <MemoryRouter>
      <App>
        <PlaygroundPage />
      </App>
    </MemoryRouter>,
  )

const editor = () => screen.getByLabelText('JSON Schema')
const type = (text: string) => fireEvent.change(editor(), { target: { value: text } })
// Role queries walk the whole antd tree and are slow in jsdom; buttons are found by their text.
const button = (text: string) => screen.getByText(text).closest('button')!
const liveValues = () => JSON.parse(screen.getByTestId('live-values').textContent ?? 'null') as Record<string, unknown>

// jsdom has no layout: scrolling to the first error is a no-op here.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {}
})

describe('PlaygroundPage', { timeout: 30_000 }, () => {
  it('renders the first preset with its live values', async () => {
    renderPage()
    const preview = screen.getByTestId('form-preview')
    expect(await within(preview).findByLabelText('门店名称')).toBeInTheDocument()
    expect(liveValues()).toEqual({ dineType: 1, city: [] })
    fireEvent.change(within(preview).getByLabelText('门店名称'), { target: { value: '一叶茶' } })
    await waitFor(() => expect(liveValues()).toEqual({ dineType: 1, city: [], name: '一叶茶' }))
  })

  it('says where the JSON is wrong, in Chinese, and keeps the last good form', async () => {
    renderPage()
    type('{\n  "type": "object",\n  "properties": {}\n  "x": 1\n}')
    expect(screen.getByTestId('json-problem')).toHaveTextContent('第 4 行第 3 列：属性之间应为英文逗号 ,（或对象在此结束，应为 }），却出现了“"”。右侧仍显示上一次有效的表单。')
    expect(within(screen.getByTestId('form-preview')).getByLabelText('门店名称')).toBeInTheDocument()
  })

  it('renders a pasted schema; 校验 shows the required message, 切换只读 and 重置 work', async () => {
    renderPage()
    type(JSON.stringify({ type: 'object', properties: { who: { type: 'string', title: '联系人', required: true, default: '王', 'x-decorator': 'FormItem', 'x-component': 'Input' } } }))
    const preview = screen.getByTestId('form-preview')
    const input = await within(preview).findByLabelText('联系人')
    fireEvent.change(input, { target: { value: '' } })
    await act(async () => fireEvent.click(button('校 验')))
    expect(await within(preview).findByText('该字段是必填字段')).toBeInTheDocument()
    expect(within(screen.getByTestId('validation-state')).getByText('有 1 处错误')).toBeInTheDocument()

    await act(async () => fireEvent.click(button('重 置')))
    await waitFor(() => expect(liveValues()).toEqual({ who: '王' }))

    fireEvent.click(button('切换只读'))
    expect(screen.getByTestId('form-pattern')).toHaveTextContent('只读')
    expect(preview.querySelector('input')).toBeNull()
    expect(within(preview).getByText('王')).toBeInTheDocument()
  })

  it('lists schema problems instead of rendering', () => {
    renderPage()
    type(JSON.stringify({ type: 'object', properties: { a: { type: 'string', 'x-component': 'Inptu' } } }))
    expect(screen.getByTestId('schema-problems')).toHaveTextContent('properties.a.x-component：未知组件“Inptu”')
  })
})
