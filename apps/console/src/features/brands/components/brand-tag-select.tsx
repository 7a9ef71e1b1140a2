import { BRAND_TAG_OPTIONS, type BrandListRow } from '@yunying/contracts'
import { App, Select } from 'antd'
import { useSetBrandTag } from '../api/set-brand-tag.js'

/** The per-row brand tag (abandonFlag, 0 未标记): a change is saved at once (spec 2 §4). */
export const BrandTagSelect = ({ row }: { row: BrandListRow }) => {
  const setTag = useSetBrandTag()
  const { message } = App.useApp()
  return (
    <Select
      size="small"
      variant="borderless"
      aria-label={`品牌标记 ${row.name}`}
      style={{ width: 96 }}
      value={setTag.isPending ? setTag.variables?.abandonFlag : row.abandonFlag}
      loading={setTag.isPending}
      options={BRAND_TAG_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
      onChange={(abandonFlag: number) =>
        setTag.mutate({ id: row.id, groupId: row.groupId, abandonFlag }, { onSuccess: () => void message.success('操作成功') })
      }
    />
  )
}
