import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import { MAP_KEY_MAX_LENGTH, MAP_KEYS_MAX, MAP_PROVIDERS } from '@yunying/contracts'
import { Button, Checkbox, Form, Input } from 'antd'
import { checkMapKeys, validationOf, type MapConfigFormValues } from '../lib/map-config-form.js'

interface Props {
  /** The provider's index in the form's `providers` list. */
  index: number
  onToggle: () => void
}

/** One map provider in the dialog: a checkbox and, when checked, its keys (1 to MAP_KEYS_MAX). */
export const ProviderKeysField = ({ index, onToggle }: Props) => {
  const form = Form.useFormInstance<MapConfigFormValues>()
  const keysPath: ['providers', number, 'keys'] = ['providers', index, 'keys']
  // The type is fixed for the index; only the checkbox changes.
  const label = MAP_PROVIDERS[form.getFieldValue(['providers', index, 'type']) as number] ?? ''
  const enabled = Form.useWatch(['providers', index, 'enabled'], form)
  const keysOf = (): string[] => form.getFieldValue(keysPath) ?? []
  // A repeat involves two inputs: once one changes, recheck the others the user has already met.
  const recheckKeys = () => void form.validateFields([keysPath], { recursive: true, dirty: true }).catch(() => {})

  return (
    <div style={{ marginBottom: 12 }}>
      <Form.Item name={[index, 'enabled']} valuePropName="checked" noStyle>
        <Checkbox onChange={onToggle}>{label}</Checkbox>
      </Form.Item>
      {enabled && (
        <div style={{ padding: '8px 0 0 24px' }}>
          <Form.List name={[index, 'keys']} rules={[{ validator: (_, keys: string[] | undefined) => validationOf(checkMapKeys(keys ?? []).listError) }]}>
            {(fields, { add, remove }, { errors }) => (
              <>
                {fields.map((field, position) => (
                  <div key={field.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                    <Form.Item
                      name={field.name}
                      style={{ flex: 1, marginBottom: 8 }}
                      rules={[{ validator: () => validationOf(checkMapKeys(keysOf()).keyErrors[field.name]) }]}
                    >
                      <Input
                        placeholder={`请输入${label} Key`}
                        aria-label={`${label} Key ${position + 1}`}
                        maxLength={MAP_KEY_MAX_LENGTH}
                        allowClear
                        onChange={recheckKeys}
                      />
                    </Form.Item>
                    {fields.length > 1 && (
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={`删除${label} Key ${position + 1}`}
                        onClick={() => {
                          remove(field.name)
                          recheckKeys()
                        }}
                      />
                    )}
                  </div>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= MAP_KEYS_MAX} onClick={() => add('')}>
                  添加 Key
                </Button>
                <Form.ErrorList errors={errors} />
              </>
            )}
          </Form.List>
        </div>
      )}
    </div>
  )
}
