import { Button, Col, Form, Row, Space, type FormInstance } from 'antd'
import { useEffect, useRef, type ReactNode } from 'react'
import { compactFilters, type ListFilters, type ListState } from './use-list-state.js'

export interface SearchFormProps<V extends object, F extends ListFilters> {
  state: ListState<F>
  /** The form's name, for its fields' ids; its accessible name is `label`. */
  name: string
  label: string
  /** The fields: `Form.Item`s. */
  children: ReactNode
  /** The form's values to the list's filters (trimmed text, dates as strings); the values as they are when not given. */
  toFilters?: (values: V) => F
  /** The filters back to the form's values (after a reload, or the tab bar's return); the filters as they are when not given. */
  toValues?: (filters: F) => V
  form?: FormInstance<V>
  /** More buttons after 查询 and 重置 (导出). */
  extra?: ReactNode
  /** The same search again (查询 or Enter without a change) asks anew through this: a list that grows while it is open (the logs). */
  refresh?: () => unknown
  /** Many filters: `children` are grid columns (`Col`), labels 96 px, the buttons at the end of the last row. */
  grid?: boolean
}

/**
 * The search form of every list: its fields, 查询 (or Enter) for a new search from page 1, 重置 back to
 * the list's first filters. The form shows the filters the list is showing, including those read from the URL.
 */
export const SearchForm = <V extends object, F extends ListFilters>({ state, name, label, children, toFilters, toValues, form: given, extra, grid = false, refresh }: SearchFormProps<V, F>) => {
  const [own] = Form.useForm<V>()
  const form = given ?? own
  const shown = JSON.stringify(state.filters)
  const show = (filters: F) => {
    form.resetFields()
    form.setFieldsValue((toValues ? toValues(filters) : filters) as Parameters<typeof form.setFieldsValue>[0])
  }
  /** The filters this form last asked for: on screen already (and resetting would take the focus from the field). */
  const asked = useRef<string | null>(null)
  useEffect(() => {
    if (asked.current !== shown) show(state.filters)
  }, [shown]) // eslint-disable-line react-hooks/exhaustive-deps

  const buttons = (
    <Space style={grid ? { display: 'flex', justifyContent: 'flex-end' } : undefined}>
      <Button type="primary" htmlType="submit">
        查询
      </Button>
      <Button
        onClick={() => {
          show(state.initial)
          asked.current = JSON.stringify(state.initial)
          state.reset()
        }}
      >
        重置
      </Button>
      {extra}
    </Space>
  )
  const search = (values: V) => {
    const filters = compactFilters(toFilters ? toFilters(values) : (values as unknown as F))
    if (refresh && state.page === 1 && JSON.stringify(filters) === shown) void refresh()
    asked.current = JSON.stringify(filters)
    state.search(filters)
  }

  if (grid) {
    return (
      <Form<V> form={form} name={name} layout="horizontal" labelCol={{ flex: '96px' }} aria-label={label} onFinish={search}>
        <Row gutter={16}>
          {children}
          <Col flex="auto">
            <Form.Item>{buttons}</Form.Item>
          </Col>
        </Row>
      </Form>
    )
  }
  return (
    <Form<V> form={form} name={name} layout="inline" aria-label={label} style={{ rowGap: 12 }} onFinish={search}>
      {children}
      <Form.Item>{buttons}</Form.Item>
    </Form>
  )
}
