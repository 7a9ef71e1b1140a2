import { QR_EXTEND_CODES, QR_GOODS_TAGS, QR_WECHAT_BIND_CHANNEL, type QrDictItem } from '@yunying/contracts'
import { CheckboxList } from '@yunying/form-kit'
import { Card, Form, Input, Radio } from 'antd'
import { RequiredSelect } from '../../../shared/ui/required-select.js'
import type { QrRuleFormValues } from '../lib/qr-rule-form.js'

/** A required radio group takes aria-required from Form.Item; ARIA allows it only on an element with the radiogroup role. */
const RADIO_GROUP = { role: 'radiogroup' }
const EXTEND_ITEMS = (Object.entries(QR_EXTEND_CODES) as Array<[keyof typeof QR_EXTEND_CODES, string]>).map(([value, label]) => ({ value, label }))
const GOODS_TAGS = Object.entries(QR_GOODS_TAGS).map(([value, label]) => ({ value: Number(value), label }))

/**
 * 绑定设置 of the rule form (spec 2 §3, §5): the bind channels, and only while 微信 (channel 1) is
 * ticked its QR types and the extend codes with their dependent inputs; 是否默认存在.
 */
export const QrBindSettingsCard = ({ channels, qrTypes, initial }: { channels: QrDictItem[]; qrTypes: QrDictItem[]; initial: QrRuleFormValues }) => {
  const form = Form.useFormInstance<QrRuleFormValues>()
  const ticked = Form.useWatch('channels', form) ?? initial.channels
  const extend = Form.useWatch('extendCodes', form) ?? initial.extendCodes
  const wechat = ticked.includes(QR_WECHAT_BIND_CHANNEL)
  return (
    <Card title="绑定设置" size="small" style={{ marginBottom: 16 }}>
      <Form.Item name="channels" label="关联渠道" required rules={[{ type: 'array', min: 1, message: '请至少选择一个关联渠道' }]}>
        <CheckboxList aria-label="关联渠道" items={channels.map((c) => ({ value: c.dataKey, label: c.dataValue }))} />
      </Form.Item>
      {wechat && (
        <>
          <Form.Item name="qrcodeTypes" label="二维码类型" extra="仅微信渠道">
            <CheckboxList aria-label="二维码类型" items={qrTypes.map((t) => ({ value: t.dataKey, label: t.dataValue }))} />
          </Form.Item>
          <Form.Item name="extendCodes" label="扩展选项">
            <CheckboxList aria-label="扩展选项" items={EXTEND_ITEMS} />
          </Form.Item>
          {extend.includes('activity') && (
            <>
              <Form.Item name="activityType" label="活动类型" rules={[{ required: true, whitespace: true, message: '请输入活动类型' }, { max: 20, message: '活动类型最多 20 个字符' }]}>
                <Input placeholder="请输入活动类型" maxLength={20} showCount />
              </Form.Item>
              <Form.Item name="activityName" label="活动名称" rules={[{ required: true, whitespace: true, message: '请输入活动名称' }, { max: 30, message: '活动名称最多 30 个字符' }]}>
                <Input placeholder="请输入活动名称" maxLength={30} showCount />
              </Form.Item>
            </>
          )}
          {extend.includes('goods') && (
            <Form.Item name="goodsTag" label="商品标签" rules={[{ required: true, message: '请选择商品标签' }]}>
              <RequiredSelect placeholder="请选择商品标签" options={GOODS_TAGS} />
            </Form.Item>
          )}
          {extend.includes('scenes') && (
            <Form.Item name="scenes" label="是否支持场景" rules={[{ required: true, message: '请选择是否支持场景' }]}>
              <Radio.Group
                options={[
                  { value: 1, label: '支持' },
                  { value: 2, label: '不支持' },
                ]}
              />
            </Form.Item>
          )}
        </>
      )}
      <Form.Item name="isDefaultExist" label="是否默认存在" rules={[{ required: true, message: '请选择是否默认存在' }]}>
        <Radio.Group
          {...RADIO_GROUP}
          options={[
            { value: 1, label: '是' },
            { value: 2, label: '否' },
          ]}
        />
      </Form.Item>
    </Card>
  )
}
