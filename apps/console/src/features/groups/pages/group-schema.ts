import type { ISchema } from '@formily/json-schema'

const item = (title: string, extra: Record<string, unknown> = {}) => ({ type: 'string', title, 'x-decorator': 'FormItem', ...extra })

/** The group form of spec 2 §3 and §5, with the same rules and messages the server applies. */
export const groupSchema: ISchema = {
  type: 'object',
  properties: {
    name: item('集团名称', {
      required: true,
      'x-component': 'TextInput',
      'x-component-props': { placeholder: '请输入集团名称', maxLength: 20, showCount: true, trim: true },
      'x-validator': [{ required: true, message: '请输入集团名称' }],
    }),
    contactName: item('联系人', {
      required: true,
      'x-component': 'TextInput',
      'x-component-props': { placeholder: '请输入联系人', maxLength: 50, trim: true },
      'x-validator': [{ required: true, message: '请输入联系人' }],
    }),
    contactPhone: item('联系电话', {
      required: true,
      'x-component': 'TextInput',
      'x-component-props': { placeholder: '请输入联系电话', maxLength: 11, removeAllSpace: true },
      'x-validator': [{ required: true, message: '请输入联系电话' }, { pattern: /^\d*$/, message: '联系电话只能输入数字' }],
    }),
    contactEmail: item('邮箱', {
      'x-component': 'TextInput',
      'x-component-props': { placeholder: '请输入邮箱', maxLength: 100, trim: true },
      'x-validator': [{ format: 'email', message: '请输入正确的邮箱' }],
    }),
    username: item('绑定账号', {
      'x-component': 'TextInput',
      'x-component-props': { placeholder: '请输入手机号', maxLength: 11, removeAllSpace: true },
      'x-validator': [{ pattern: /^\d*$/, message: '绑定账号只能输入数字' }],
    }),
    remark: item('备注', {
      'x-component': 'TextInput',
      'x-component-props': { placeholder: '最多 50 个字', maxLength: 50, showCount: true },
    }),
  },
}
