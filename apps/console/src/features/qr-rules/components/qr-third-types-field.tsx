import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { QR_THIRD_TYPES } from '@yunying/contracts'
import { Button, Form, Input, Space, Table, Tag } from 'antd'
import { BrandPicker } from '../../../shared/ui/brand-picker.js'
import { RequiredSelect } from '../../../shared/ui/required-select.js'
import type { QrSeller, QrThirdTypeValues } from '../lib/qr-rule-form.js'

const TYPE_OPTIONS = Object.entries(QR_THIRD_TYPES).map(([value, label]) => ({ value: Number(value), label }))

/** The brands a channel is open to: picked one by one from the server's search, in the spec's 400 px scroll area. */
const SellersField = ({ value = [], onChange }: { value?: QrSeller[]; onChange?: (v: QrSeller[]) => void }) => (
  <Space direction="vertical" style={{ width: '100%' }}>
    <BrandPicker value={undefined} onChange={(id, brand) => id && brand && !value.some((s) => s.id === id) && onChange?.([...value, { id, name: brand.name }])} />
    <div style={{ maxHeight: 400, overflowY: 'auto' }}>
      {value.length === 0 ? (
        <span style={{ opacity: 0.65 }}>未选择品牌：适用于该门店类型的全部品牌</span>
      ) : (
        value.map((s) => (
          <Tag key={s.id} closable onClose={() => onChange?.(value.filter((x) => x.id !== s.id))} style={{ marginBottom: 4 }}>
            {s.name}
          </Tag>
        ))
      )}
    </div>
  </Space>
)

/** 第三方类型: one row per channel (WeChat, Alipay, Douyin, H5) with its version line and brands. */
export const QrThirdTypesField = () => (
  <Form.List name="thirdTypes">
    {(fields, { add, remove }) => (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Table<(typeof fields)[number]>
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={fields}
          locale={{ emptyText: '暂未配置第三方类型' }}
          columns={[
            {
              title: '第三方类型',
              width: 180,
              render: (_, field) => (
                <Form.Item name={[field.name, 'thirdType']} rules={[{ required: true, message: '请选择第三方类型' }]} style={{ marginBottom: 0 }}>
                  <RequiredSelect options={TYPE_OPTIONS} placeholder="请选择" aria-label="第三方类型" />
                </Form.Item>
              ),
            },
            {
              title: '版本',
              width: 160,
              render: (_, field) => (
                <Form.Item name={[field.name, 'typeVersion']} style={{ marginBottom: 0 }}>
                  <Input placeholder="如 release" maxLength={20} aria-label="版本" />
                </Form.Item>
              ),
            },
            {
              title: '适用品牌',
              render: (_, field) => (
                <Form.Item name={[field.name, 'sellers']} style={{ marginBottom: 0 }}>
                  <SellersField />
                </Form.Item>
              ),
            },
            {
              title: '操作',
              width: 70,
              render: (_, field) => <Button type="text" danger icon={<DeleteOutlined />} aria-label="删除第三方类型" onClick={() => remove(field.name)} />,
            },
          ]}
        />
        <Button icon={<PlusOutlined />} disabled={fields.length >= 4} onClick={() => add({ sellers: [] } satisfies Partial<QrThirdTypeValues>)}>
          添加第三方类型
        </Button>
      </Space>
    )}
  </Form.List>
)
