import type { ISchema } from '@formily/json-schema'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useFormKitForm } from '../core/form-kit-form.js'
import { FormKitLayout } from '../layout/form-kit-layout.js'
import { SchemaForm } from '../schema-form/schema-form.js'
import type { StepWizard, StepWizardOptions } from './step-wizard-model.js'
import { useStepWizard } from './step-wizard.js'

interface Values {
  name?: string
  limit?: number
}

const schema: ISchema = {
  type: 'object',
  properties: {
    wizard: {
      type: 'void',
      'x-component': 'StepWizard',
      properties: {
        basic: {
          type: 'void',
          'x-component': 'StepWizard.Step',
          'x-component-props': { title: '基本信息' },
          properties: {
            name: { type: 'string', title: '活动名称', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input' },
          },
        },
        rules: {
          type: 'void',
          'x-component': 'StepWizard.Step',
          'x-component-props': { title: '活动规则' },
          properties: {
            limit: { type: 'number', title: '每人限领', required: true, 'x-decorator': 'FormItem', 'x-component': 'NumberInput' },
          },
        },
        preview: { type: 'void', 'x-component': 'StepWizard.Step', 'x-component-props': { title: '预览', preview: true } },
      },
    },
  },
}

function WizardPage(props: StepWizardOptions<Values> & { onReady?: (wizard: StepWizard<Values>) => void; initialValues?: Values }) {
  const { onReady, initialValues, ...options } = props
  const form = useFormKitForm<Values>(initialValues ? { initialValues } : {})
  const wizard = useStepWizard(form, options)
  onReady?.(wizard)
  return (
    <FormKitLayout wizard={wizard}>
      <SchemaForm form={form} schema={schema} />
    </FormKitLayout>
  )
}

function setup(props: Parameters<typeof WizardPage>[0] = {}) {
  let wizard: StepWizard<Values> | undefined
  const user = userEvent.setup()
  render(<WizardPage {...props} onReady={(w) => (wizard = w)} />)
  return { user, wizard: () => wizard as StepWizard<Values> }
}

const button = (name: string) => screen.queryByRole('button', { name })

describe('step wizard', () => {
  it('starts at step 0 showing only that step, with next but no previous or submit', () => {
    const { wizard } = setup()
    expect(wizard().current).toBe(0)
    expect(screen.getByRole('textbox', { name: '活动名称' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: '每人限领' })).not.toBeInTheDocument()
    expect(button('上一步')).not.toBeInTheDocument()
    expect(button('提交并保存')).not.toBeInTheDocument()
    expect(button('下一步')).toBeInTheDocument()
    expect(screen.getByText('活动规则')).toBeInTheDocument()
  })

  it('does not go before step 0', () => {
    const { wizard } = setup()
    act(() => wizard().previous())
    expect(wizard().current).toBe(0)
    expect(screen.getByRole('textbox', { name: '活动名称' })).toBeInTheDocument()
  })

  it('blocks next while the step has errors and shows the message', async () => {
    const { user, wizard } = setup()
    await user.click(button('下一步')!)
    expect(await screen.findByText('该字段是必填字段')).toBeInTheDocument()
    expect(wizard().current).toBe(0)
    expect(screen.getByRole('textbox', { name: '活动名称' })).toBeInTheDocument()
  })

  it('moves forward after validation, back with previous, keeping the values', async () => {
    const { user } = setup()
    await user.type(screen.getByRole('textbox', { name: '活动名称' }), '周末满减')
    await user.click(button('下一步')!)
    expect(await screen.findByRole('textbox', { name: '每人限领' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: '活动名称' })).not.toBeInTheDocument()
    await user.click(button('上一步')!)
    expect(await screen.findByRole('textbox', { name: '活动名称' })).toHaveValue('周末满减')
  })

  it('calls the before-next hook instead of validating, and stays when it says no', async () => {
    const beforeNext = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true)
    const { user, wizard } = setup({ beforeNext, initialValues: { name: '草稿' } })
    await user.click(button('下一步')!)
    expect(beforeNext).toHaveBeenCalledWith(expect.objectContaining({ current: 0, values: { name: '草稿' } }))
    expect(wizard().current).toBe(0)
    await user.click(button('下一步')!)
    await waitFor(() => expect(wizard().current).toBe(1))
    // The hook replaced validation: the empty required limit did not stop it either.
    expect(screen.queryByText('该字段是必填字段')).not.toBeInTheDocument()
  })

  it('previews every step read-only on the last step, where next stops and submit appears', async () => {
    const { user, wizard } = setup({ initialValues: { name: '周末满减', limit: 3 } })
    await user.click(button('下一步')!)
    await screen.findByRole('textbox', { name: '每人限领' })
    await user.click(button('下一步')!)
    await waitFor(() => expect(wizard().current).toBe(2))
    const item = (label: string) => screen.getByText(label).closest('.ant-formily-item')
    expect(item('活动名称')).toHaveTextContent('周末满减')
    expect(item('每人限领')).toHaveTextContent('3')
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(button('下一步')).not.toBeInTheDocument()
    expect(button('提交并保存')).toBeInTheDocument()
    await act(async () => expect(await wizard().next()).toBe(false))
    expect(wizard().current).toBe(2)
  })

  it('submits on the last step and emits the values', async () => {
    const onSubmit = vi.fn()
    const { user } = setup({ onSubmit, initialValues: { name: '周末满减' } })
    await user.click(button('下一步')!)
    await user.type(await screen.findByRole('textbox', { name: '每人限领' }), '5')
    await user.click(button('下一步')!)
    await user.click(await screen.findByRole('button', { name: '提交并保存' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '周末满减', limit: 5 }))
  })

  it('saves a draft as a copy that does not write back to the form', async () => {
    const onSaveDraft = vi.fn()
    const { user, wizard } = setup({ onSaveDraft, initialValues: { name: '周末满减' } })
    await user.click(button('保存草稿')!)
    expect(onSaveDraft).toHaveBeenCalledWith({ name: '周末满减' })
    const draft = onSaveDraft.mock.calls[0]?.[0] as Values
    draft.name = '改掉'
    expect(wizard().form.values.name).toBe('周末满减')
    expect(screen.getByRole('textbox', { name: '活动名称' })).toHaveValue('周末满减')
  })

  it('hides save draft when no handler is given', () => {
    setup()
    expect(button('保存草稿')).not.toBeInTheDocument()
  })
})
