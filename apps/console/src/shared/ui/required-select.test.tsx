import { screen, waitFor } from '@testing-library/react'
import { Button, Form, Select } from 'antd'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { ariaFaults as faultsIn } from '../../test/axe.js'
import { renderScreen } from '../../test/screen.js'
import { RequiredSelect } from './required-select.js'

const OPTIONS = [
  { value: 1, label: '门店收银' },
  { value: 2, label: '会员营销' },
]

const RequiredForm = ({ children }: { children: ReactNode }) => (
  <Form aria-label="开通服务" layout="vertical">
    <Form.Item name="serviceId" label="服务" rules={[{ required: true, message: '请选择服务' }]}>
      {children}
    </Form.Item>
    <Button htmlType="submit">提交</Button>
  </Form>
)

/** The ARIA attribute faults axe finds in the form. */
const ariaFaults = () => faultsIn(screen.getByRole('form', { name: '开通服务' }))

describe('the required select', () => {
  it('leaves no aria-required on the select’s outer box, where a plain Select puts it', async () => {
    renderScreen(
      <RequiredForm>
        <Select aria-label="服务" options={OPTIONS} />
      </RequiredForm>,
    )
    expect((await ariaFaults()).join('\n')).toMatch(/aria-allowed-attr/)
  })

  it('passes axe, stays a labelled combobox and still says a choice is required', async () => {
    const { user } = renderScreen(
      <RequiredForm>
        <RequiredSelect aria-label="服务" options={OPTIONS} />
      </RequiredForm>,
    )
    expect(await ariaFaults()).toEqual([])
    await user.click(screen.getByRole('button', { name: /提\s*交/ }))
    const message = await screen.findByText('请选择服务')
    await waitFor(() => expect(message).toBeVisible())
    await user.click(screen.getByRole('combobox', { name: '服务' }))
    await user.click(await screen.findByText('门店收银', { selector: '.ant-select-item-option-content' }))
    expect(await screen.findByText('门店收银', { selector: '.ant-select-selection-item' })).toBeVisible()
  })
})
