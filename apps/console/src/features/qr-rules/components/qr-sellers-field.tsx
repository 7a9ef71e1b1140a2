import { Space, Tag } from 'antd'
import { BrandPicker } from '../../../shared/ui/brand-picker.js'
import type { QrSeller } from '../lib/qr-rule-form.js'

/**
 * The brands a third type is open to (适用品牌): picked one by one from the server's search as the
 * user types, listed in the spec's 400 px scroll area; none means every brand of the store type.
 */
export const QrSellersField = ({ value = [], onChange }: { value?: QrSeller[]; onChange?: (v: QrSeller[]) => void }) => (
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
