import { queryOptions } from '@tanstack/react-query'
import { REMOTE_PICKER_PAGE_SIZE } from '@yunying/contracts'
import { Form } from 'antd'
import { findBrandOptions, type BrandOption } from '../../../shared/lib/brand-options.js'
import { SearchSelect } from '../../../shared/ui/search-select.js'
import { storeOptionsQuery, type StoreOption } from '../api/find-store-options.js'

/** Brands by name, 1000 at a time (spec 3 §9). */
const brandQuery = (name: string) => queryOptions({ queryKey: ['remote-assist', 'brands', name.trim()] as const, queryFn: () => findBrandOptions(name, REMOTE_PICKER_PAGE_SIZE) })

/**
 * The brand and store pickers of the remote lists: both search the server as the user types; the
 * store picker searches the chosen brand's stores, and choosing another brand clears the store.
 */
export const BrandStoreFields = () => {
  const form = Form.useFormInstance()
  const sellerId = Form.useWatch<number | undefined>('sellerId', form)
  return (
    <>
      <Form.Item name="sellerId" label="品牌">
        <SearchSelect
          query={brandQuery}
          valueOf={(b: BrandOption) => b.id}
          labelOf={(b: BrandOption) => b.name}
          onChange={(value: number | undefined) => {
            form.setFieldsValue({ sellerId: value, storeId: undefined })
          }}
          placeholder="请输入品牌名称搜索"
          aria-label="品牌"
          emptyText="暂无品牌"
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="storeId" label="门店">
        <SearchSelect
          query={storeOptionsQuery(sellerId)}
          valueOf={(s: StoreOption) => s.id}
          labelOf={(s: StoreOption) => s.name}
          placeholder="请输入门店名称搜索"
          aria-label="门店"
          emptyText="暂无门店"
          style={{ width: 200 }}
        />
      </Form.Item>
    </>
  )
}
