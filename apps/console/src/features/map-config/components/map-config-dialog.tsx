import type { MapConfigRow } from '@yunying/contracts'
import { App, Form } from 'antd'
import { useMemo } from 'react'
import { FormDialog } from '../../../shared/ui/form-dialog.js'
import { useAddMapConfig } from '../api/add-map-config.js'
import { useUpdateMapConfig } from '../api/update-map-config.js'
import { checkBrand, checkProviders, toAddBody, toMapConfigValues, toUpdateBody, validationOf, type MapConfigFormValues } from '../lib/map-config-form.js'
import { BrandPicker } from '../../../shared/ui/brand-picker.js'
import { ProviderKeysField } from './provider-keys-field.js'

/** What the dialog is open for: a new configuration (`row` absent) or the row to edit. */
export type MapConfigTarget = { row?: MapConfigRow } | null

/**
 * 新增地图配置 / 编辑地图配置: the brand (fixed once configured) and, per provider, its keys.
 * It closes only when the server accepted the change; a refusal stays on screen as the request layer's message.
 */
export const MapConfigDialog = ({ target, onClose }: { target: MapConfigTarget; onClose: () => void }) => {
  const [form] = Form.useForm<MapConfigFormValues>()
  const { message } = App.useApp()
  const add = useAddMapConfig()
  const update = useUpdateMapConfig()
  const row = target?.row
  const initialValues = useMemo(() => toMapConfigValues(row), [row])

  const recheckProviders = () => {
    if (form.getFieldError(['providers']).length > 0) void form.validateFields([['providers']]).catch(() => {})
  }

  const submit = async () => {
    await form.validateFields()
    // The whole store: `sellerName` has no input, and unchecked providers' keys are kept but not sent.
    const values = form.getFieldsValue(true) as MapConfigFormValues
    if (row) {
      await update.mutateAsync(toUpdateBody(row, values))
      message.success('修改成功')
    } else {
      await add.mutateAsync(toAddBody(values))
      message.success('新增成功')
    }
    onClose()
  }

  return (
    <FormDialog
      title={row ? '编辑地图配置' : '新增地图配置'}
      open={target !== null}
      isDirty={() => form.isFieldsTouched()}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={add.isPending || update.isPending}
      destroyOnHidden
      // The first field the user can change: the brand, or the first provider once the brand is fixed.
      afterOpenChange={(open) => open && form.focusField(row ? ['providers', 0, 'enabled'] : 'sellerId')}
      width={640}
    >
      <Form form={form} name="mapConfig" layout="vertical" initialValues={initialValues} clearOnDestroy aria-label={row ? '编辑地图配置' : '新增地图配置'}>
        <Form.Item name="sellerId" label="品牌" required rules={[{ validator: (_, value: number | undefined) => validationOf(checkBrand(value)) }]}>
          <BrandPicker
            current={row ? { id: row.sellerId, name: row.sellerName, groupName: row.groupName } : undefined}
            disabled={row !== undefined}
            onChange={(_, brand) => form.setFieldValue('sellerName', brand?.name)}
          />
        </Form.Item>
        <Form.List name="providers" rules={[{ validator: (_, providers: MapConfigFormValues['providers'] | undefined) => validationOf(checkProviders(providers)) }]}>
          {(fields, _operations, { errors }) => (
            <Form.Item label="地图配置" required>
              {fields.map((field) => (
                <ProviderKeysField key={field.key} index={field.name} onToggle={recheckProviders} />
              ))}
              <Form.ErrorList errors={errors} />
            </Form.Item>
          )}
        </Form.List>
      </Form>
    </FormDialog>
  )
}
